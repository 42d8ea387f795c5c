import { create } from 'zustand';

/**
 * Whether the site reaches its server: 'reconnecting' while the browser is offline or requests fail
 * on the way (not refused by the server: those are answers), 'back' for a moment once an answer
 * comes again, then 'online'.
 */
export type ConnectionStatus = 'online' | 'reconnecting' | 'back';

interface ConnectionState {
  status: ConnectionStatus;
  /** Counts the returns of the connection: screens that keep their own data reload when it moves. */
  epoch: number;
}

/** How long 'the connection is back' stays on screen. */
export const BACK_SHOWN_MS = 4000;
/** While requests fail with the browser online, how often the server is asked again. */
export const PROBE_MS = 3000;

export const useConnection = create<ConnectionState>(() => ({ status: 'online', epoch: 0 }));

const backListeners = new Set<() => void>();
/** Called each time the connection comes back (sockets that gave up connect again). */
export function onConnectionBack(listener: () => void): () => void {
  backListeners.add(listener);
  return () => backListeners.delete(listener);
}

let backTimer: ReturnType<typeof setTimeout> | undefined;
let probeTimer: ReturnType<typeof setTimeout> | undefined;
let probe: (() => Promise<unknown>) | undefined;
/** Counts the breaks; a request notes it when sent (see reportReachable). */
let breaks = 0;

/** The number of breaks so far, noted by a request when it is sent. */
export function connectionBreaks(): number {
  return breaks;
}

/** A request failed on the way (no answer at all). */
export function reportUnreachable(): void {
  clearTimeout(backTimer);
  if (useConnection.getState().status !== 'reconnecting') {
    breaks++;
    useConnection.setState({ status: 'reconnecting' });
  }
  scheduleProbe();
}

/**
 * An answer came from the server (any status): the connection works, unless the request was sent
 * before the break (`sentAfter`, from connectionBreaks()): an answer already on its way when the
 * browser went offline proves nothing about now.
 */
export function reportReachable(sentAfter = breaks): void {
  if (sentAfter < breaks) return;
  if (useConnection.getState().status !== 'reconnecting') return;
  clearTimeout(probeTimer);
  probeTimer = undefined;
  useConnection.setState((s) => ({ status: 'back', epoch: s.epoch + 1 }));
  for (const l of backListeners) l();
  clearTimeout(backTimer);
  backTimer = setTimeout(() => {
    if (useConnection.getState().status === 'back') useConnection.setState({ status: 'online' });
  }, BACK_SHOWN_MS);
}

/** While online but unreachable, asks the server now and then; offline, the 'online' event asks. */
function scheduleProbe(): void {
  if (probeTimer !== undefined || !probe) return;
  probeTimer = setTimeout(() => {
    probeTimer = undefined;
    if (useConnection.getState().status !== 'reconnecting') return;
    if (navigator.onLine) void probe?.().catch(() => undefined);
    scheduleProbe();
  }, PROBE_MS);
}

/**
 * Follows the browser's online and offline events; `ask` is a cheap request whose answer (through
 * the client, which reports it) says the server is reached again.
 */
export function watchConnection(ask: () => Promise<unknown>): void {
  probe = ask;
  window.addEventListener('offline', reportUnreachable);
  window.addEventListener('online', () => void ask().catch(() => undefined));
  if (!navigator.onLine) reportUnreachable();
}
