import { anchorOf, type LandingSectionId } from './landing-sections';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Brings a section's heading into view. Moving focus is only for a user's own click: it tells screen-reader
 * users where they landed, but doing it on page load would hijack their starting point.
 */
export function scrollToSection(section: LandingSectionId, options: { moveFocus: boolean }): void {
  const heading = document.getElementById(anchorOf(section));
  if (!heading) return;
  // jsdom has no scrollIntoView.
  heading.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  if (options.moveFocus) heading.focus({ preventScroll: true });
}
