import type { SetupStep } from '../../domain/setup-steps';

/**
 * A 403 SetupPending from any call (the server's set-up gate) means the app's idea of the user's set-up is
 * out of date, e.g. it changed in another tab. The signed-in shell listens and takes the user to the step;
 * with no shell mounted (the route guard itself is running) the caller's error is all that happens.
 */
type Listener = (step: SetupStep) => void;
const listeners = new Set<Listener>();

export function onSetupPending(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportSetupPending(step: SetupStep): void {
  listeners.forEach((listener) => listener(step));
}
