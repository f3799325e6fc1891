/** Runs `fn` in a task of its own (a message, which neither timers' clamping nor fake clocks delay). */
export function nextTask(fn: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    fn();
  };
  channel.port2.postMessage(null);
}
