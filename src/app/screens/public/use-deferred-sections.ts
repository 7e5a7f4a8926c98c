import { useCallback, useState } from 'react';

export interface DeferredSectionsState {
  /** Someone needs the sections below Home: a scroll, a key, a link or menu item, or the address's hash. */
  isWanted: boolean;
  /** They are on the page: their headings exist to scroll to. */
  isShown: boolean;
  want: () => void;
  markShown: () => void;
}

/** Whether the landing page's sections after Home are asked for and on the page (DeferredSections). */
export function useDeferredSections(): DeferredSectionsState {
  const [isWanted, setWanted] = useState(false);
  const [isShown, setShown] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  const markShown = useCallback(() => setShown(true), []);
  return { isWanted, isShown, want, markShown };
}
