/**
 * A 401 on a product call means the login is no longer good. The signed-in shell listens and lets the session
 * machine end the login (session.authFailed); with nobody listening (no shell mounted), the fallback runs.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onAuthFailure(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportAuthFailure(fallback: () => void): void {
  if (listeners.size === 0) return fallback();
  listeners.forEach((listener) => listener());
}
