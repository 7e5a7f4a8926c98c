/**
 * A server call's answer that the replay's next step decides: the faked call waits on `next()` until the path's
 * event resolves or rejects it.
 */
export function deferredAnswer<T>() {
  let settle: { resolve: (value: T) => void; reject: (error: unknown) => void } | null = null;
  const take = () => {
    if (!settle) throw new Error('No call is waiting for its answer.');
    const taken = settle;
    settle = null;
    return taken;
  };
  return {
    next: () => new Promise<T>((resolve, reject) => (settle = { resolve, reject })),
    resolve: (value: T) => take().resolve(value),
    reject: (error: unknown) => take().reject(error),
  };
}
