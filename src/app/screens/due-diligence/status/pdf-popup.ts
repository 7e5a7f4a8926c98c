/** A window opened within the press; the PDF link arrives later (a window opened after the answer is often blocked). */
export interface PdfPopup {
  show: (url: string) => void;
  close: () => void;
}

/** Call from the press handler itself, before any await. */
export function openPdfPopup(): PdfPopup {
  const opened = window.open('', '_blank');
  if (opened) opened.opener = null;
  return {
    show: (url) => {
      if (opened && !opened.closed) opened.location.href = url;
      else window.open(url, '_blank', 'noopener');
    },
    // A failed print must not leave a blank window behind.
    close: () => opened?.close(),
  };
}
