/**
 * A PDF the server makes on a press opens in a new window. The window is opened within the press and pointed at
 * the PDF once the call answers: a window opened after the answer is often blocked.
 */
export interface PdfPopup {
  show: (url: string) => void;
  /** A failed call must not leave a blank window behind. */
  close: () => void;
}

/** Call from the press handler itself, before any await. */
export function openPdfPopup(): PdfPopup {
  const opened = window.open('', '_blank');
  if (opened) opened.opener = null;
  return {
    show: (url) => {
      if (opened && !opened.closed) opened.location.href = url;
      else openPdfNow(url);
    },
    close: () => opened?.close(),
  };
}

/** Opens the PDF in a window of its own; the fallback when no window was opened within the press (or it was closed). */
export function openPdfNow(url: string): void {
  window.open(url, '_blank', 'noopener');
}

/** Shows the link's PDF in the popup once it answers; a failed call closes the blank window and rejects. */
export async function showPdfWhenReady(popup: PdfPopup, link: () => Promise<string>): Promise<void> {
  try {
    popup.show(await link());
  } catch (error) {
    popup.close();
    throw error;
  }
}

/** Both at once, for a press handler that waits for nothing else: the window opens before the call starts. */
export function openPdfInPopup(link: () => Promise<string>): Promise<void> {
  return showPdfWhenReady(openPdfPopup(), link);
}
