/**
 * Calls `want` once the visitor is about to need what `placeholder` stands for: it is in view (a tall screen), or
 * they start scrolling or using the keyboard (the content is below the first screen, so any scroll heads for it,
 * and Tab must find it in its place). Returns the cleanup. Without IntersectionObserver (old browsers, jsdom)
 * nothing can tell, so it is wanted at once.
 */
export function whenWanted(placeholder: Element, want: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    want();
    return () => undefined;
  }
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) want();
  });
  observer.observe(placeholder);
  const options = { once: true, passive: true } as const;
  window.addEventListener('scroll', want, options);
  window.addEventListener('keydown', want, options);
  return () => {
    observer.disconnect();
    window.removeEventListener('scroll', want);
    window.removeEventListener('keydown', want);
  };
}
