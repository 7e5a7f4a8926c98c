import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import type { Tone } from './tone';

export interface ToastContent {
  message: string;
  tone: Tone;
  title?: string | undefined;
}

/** One queue for the whole app, so any screen or machine callback can raise a toast without context. */
export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 4 });

// Errors stay until dismissed: someone who looked away must still be able to read what failed.
// Others stay long enough to read (WCAG asks for at least 5 s).
const TIMEOUT_MS: Record<Tone, number | undefined> = {
  info: 6_000,
  success: 6_000,
  warning: 8_000,
  error: undefined,
};

export function showToast(message: string, tone: Tone = 'info', title?: string): string {
  const timeout = TIMEOUT_MS[tone];
  return toastQueue.add({ message, tone, title }, timeout === undefined ? undefined : { timeout });
}

/** For a region that mounts with the first toast: subscribe to the queue, and whether any toast is showing. */
export const subscribeToToasts = (listener: () => void) => toastQueue.subscribe(listener);
export const anyToastVisible = () => toastQueue.visibleToasts.length > 0;
