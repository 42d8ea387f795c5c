import { RELOAD_LIMIT, RELOAD_WINDOW_MS, decideReload } from './reload-policy.ts';

/** The few events of an Electron webContents the recovery listens to (a Node EventEmitter in tests). */
export interface PageEvents {
  on(event: 'render-process-gone', listener: (event: unknown, details: { reason: string }) => void): unknown;
  on(event: 'unresponsive' | 'responsive', listener: () => void): unknown;
}

export interface PageRecoveryOptions {
  /** loads the site's home page again */
  reload(): void;
  /** ends a hung page's renderer (its 'render-process-gone' that follows is not counted again) */
  killRenderer(): void;
  /** shows the out-of-service screen, saying since when */
  showOutOfService(since: number): void;
  /** told once, when the terminal goes out of service (the heartbeat reports it) */
  onOutOfService?(since: number): void;
  log?(message: string, fields: Record<string, unknown>): void;
  now?: () => number;
  /** an unresponsive page that has not come back within this long is taken as hung */
  hangGraceMs?: number;
  limit?: number;
  windowMs?: number;
}

export interface PageRecovery {
  readonly outOfServiceSince: number | null;
  /** stops the hang timer (the window is closing) */
  dispose(): void;
}

export const HANG_GRACE_MS = 10_000;

/**
 * Keeps a kiosk page running without anyone at it: a renderer that crashed, or a page that hung
 * and did not come back, is reloaded, at most `limit` times in `windowMs` (decideReload); past
 * that the out-of-service screen is shown and stays until the terminal is restarted, and the
 * services are told so that the dealer's list shows it.
 */
export function watchPage(page: PageEvents, options: PageRecoveryOptions): PageRecovery {
  const now = options.now ?? Date.now;
  let reloads: number[] = [];
  let outOfServiceSince: number | null = null;
  let hangTimer: NodeJS.Timeout | null = null;
  // a renderer this recovery ended itself: its exit is part of the same failure
  let killed = false;

  const fail = (cause: string, details: Record<string, unknown>) => {
    if (outOfServiceSince !== null) return;
    const at = now();
    const decision = decideReload(
      reloads,
      at,
      options.limit ?? RELOAD_LIMIT,
      options.windowMs ?? RELOAD_WINDOW_MS,
    );
    reloads = decision.reloads;
    options.log?.(`page ${cause}`, { ...details, action: decision.action, reloads: reloads.length });
    if (decision.action === 'reload') {
      options.reload();
      return;
    }
    outOfServiceSince = at;
    options.showOutOfService(at);
    options.onOutOfService?.(at);
  };

  const clearHang = () => {
    if (hangTimer) clearTimeout(hangTimer);
    hangTimer = null;
  };

  page.on('render-process-gone', (_event, details) => {
    clearHang();
    if (killed) {
      killed = false;
      return;
    }
    fail('crashed', { reason: details.reason });
  });
  page.on('unresponsive', () => {
    if (hangTimer || outOfServiceSince !== null) return;
    hangTimer = setTimeout(() => {
      hangTimer = null;
      killed = true;
      options.killRenderer();
      fail('hung', {});
    }, options.hangGraceMs ?? HANG_GRACE_MS);
  });
  page.on('responsive', clearHang);

  return {
    get outOfServiceSince() {
      return outOfServiceSince;
    },
    dispose: clearHang,
  };
}
