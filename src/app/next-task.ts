/**
 * Resolves in a new task, so the work after it does not lengthen the current one: the browser can paint and answer
 * input in between. A message on a channel of its own, not setTimeout, which browsers may hold back by 4 ms or more.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
