import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../../../domain/session-keys';

/**
 * Whether this browser's menu offers the workflow diagrams (issue 21: "A QA role or a setting decides who sees the
 * menu entry; lawyers do not get it by default"). A QA reviewer turns it on in their Profile; the pages themselves stay
 * reachable by address for anyone signed in. Kept in local storage like the product's other per-browser choices.
 */
const KEY = STORAGE_KEYS.showWorkflowDiagrams;
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return localStorage.getItem(KEY) === 'true';
  } catch {
    return false;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's change arrives as a storage event.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function setShowWorkflowDiagrams(show: boolean): void {
  if (show) localStorage.setItem(KEY, 'true');
  else localStorage.removeItem(KEY);
  listeners.forEach((listener) => listener());
}

export function useShowWorkflowDiagrams(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
