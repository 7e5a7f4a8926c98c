/** A window the page opened for a PDF, as far as the pages use one (src/app/screens/common/pdf-popup.ts). */
export interface FakePopup {
  opener: unknown;
  closed: boolean;
  location: { href: string };
  close: () => void;
}

export interface PopupStub {
  /** Every window opened since the stub was installed, oldest first. */
  opened: FakePopup[];
  restore: () => void;
}

/**
 * Replaces window.open so printing opens no real window; the fakes record where they were sent. For the stories
 * and the screen tests alike: call `restore` when the story or test ends.
 */
export function stubPopups(): PopupStub {
  const opened: FakePopup[] = [];
  const original = window.open.bind(window);
  window.open = (url?: string | URL) => {
    const popup: FakePopup = {
      opener: window,
      closed: false,
      location: { href: url === undefined ? '' : String(url) },
      close: () => {
        popup.closed = true;
      },
    };
    opened.push(popup);
    return popup as unknown as Window;
  };
  return { opened, restore: () => (window.open = original) };
}
