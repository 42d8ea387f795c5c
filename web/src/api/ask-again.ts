/**
 * Asks `ask` until the returned stop is called: at once, on each 'online' event and every
 * `everyMs`, only while the device says it is online and never twice at once. For what a lost
 * answer left unknown (a sale, a payout): `ask` checks `stopped()` after each await, and a failure
 * of the call is left to the next try.
 */
export function askAgainUntilStopped(
  ask: (stopped: () => boolean) => Promise<void>,
  everyMs: number,
): () => void {
  let stopped = false;
  let asking = false;
  const tryOnce = async () => {
    if (stopped || asking || !navigator.onLine) return;
    asking = true;
    try {
      await ask(() => stopped);
    } catch {
      // still away: asked again when the connection is back, or at the next tick
    } finally {
      asking = false;
    }
  };
  const onOnline = () => void tryOnce();
  onOnline();
  window.addEventListener('online', onOnline);
  const timer = setInterval(onOnline, everyMs);
  return () => {
    stopped = true;
    window.removeEventListener('online', onOnline);
    clearInterval(timer);
  };
}
