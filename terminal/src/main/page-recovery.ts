import {
  RELOAD_LIMIT,
  RELOAD_WINDOW_MS,
  RETRY_FIRST_MS,
  RETRY_MAX_MS,
  decideReload,
  retryDelay,
} from './reload-policy.ts';

/** The few events of an Electron webContents the recovery listens to (a Node EventEmitter in tests). */
export interface PageEvents {
  on(event: 'render-process-gone', listener: (event: unknown, details: { reason: string }) => void): unknown;
  on(event: 'unresponsive' | 'responsive' | 'did-finish-load', listener: () => void): unknown;
  on(
    event: 'did-fail-load',
    listener: (
      event: unknown,
      errorCode: number,
      errorDescription: string,
      validatedURL: string,
      isMainFrame: boolean,
    ) => void,
  ): unknown;
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
  /** told when the page loaded again after being out of service (the heartbeat reports it) */
  onBackInService?(): void;
  log?(message: string, fields: Record<string, unknown>): void;
  now?: () => number;
  /** runs `run` after `ms` and answers how to cancel it (the tests' clock; setTimeout otherwise) */
  schedule?: (run: () => void, ms: number) => () => void;
  /** an unresponsive page that has not come back within this long is taken as hung */
  hangGraceMs?: number;
  limit?: number;
  windowMs?: number;
  /** the first wait before an out-of-service terminal tries its page again, and the longest */
  retryFirstMs?: number;
  retryMaxMs?: number;
}

export interface PageRecovery {
  readonly outOfServiceSince: number | null;
  /** when the out-of-service terminal tries its page again, or null */
  readonly retryAt: number | null;
  /** stops the hang and retry timers (the window is closing) */
  dispose(): void;
}

export const HANG_GRACE_MS = 10_000;

// Chromium's net::ERR_ABORTED: a load replaced by another, not a failure of the page
const LOAD_ABORTED = -3;

const timer = (run: () => void, ms: number) => {
  const t = setTimeout(run, ms);
  return () => clearTimeout(t);
};

/**
 * Keeps a kiosk page running without anyone at it: a renderer that crashed, or a page that hung
 * and did not come back, is reloaded, at most `limit` times in `windowMs` (decideReload); past
 * that the out-of-service screen is shown and the services are told, so that the dealer's list
 * shows it. Out of service, the terminal tries its page again by itself, after a wait that doubles
 * each time (retryDelay): once the page loads it is back in service (and says so); a try that
 * crashes, hangs or cannot load puts the screen back until the next, longer wait. A terminal that
 * keeps working for a whole window after coming back starts again from the shortest wait.
 */
export function watchPage(page: PageEvents, options: PageRecoveryOptions): PageRecovery {
  const now = options.now ?? Date.now;
  const schedule = options.schedule ?? timer;
  const windowMs = options.windowMs ?? RELOAD_WINDOW_MS;
  let reloads: number[] = [];
  let outOfServiceSince: number | null = null;
  let hangTimer: NodeJS.Timeout | null = null;
  // a renderer this recovery ended itself: its exit is part of the same failure
  let killed = false;
  // the out-of-service terminal's tries: how many so far, the next one, and one under way
  let attempt = 0;
  let retryAt: number | null = null;
  let cancelRetry: (() => void) | null = null;
  let retrying = false;
  let backAt: number | null = null;

  const scheduleRetry = (at: number) => {
    const wait = retryDelay(
      attempt++,
      options.retryFirstMs ?? RETRY_FIRST_MS,
      options.retryMaxMs ?? RETRY_MAX_MS,
    );
    retryAt = at + wait;
    cancelRetry = schedule(() => {
      cancelRetry = null;
      retryAt = null;
      retrying = true;
      options.log?.('page retry', { attempt });
      options.reload();
    }, wait);
  };

  const goOutOfService = (at: number) => {
    // back for a whole window before this failure: the waits start short again
    if (backAt !== null && at - backAt >= windowMs) attempt = 0;
    backAt = null;
    if (outOfServiceSince === null) {
      outOfServiceSince = at;
      options.onOutOfService?.(at);
    }
    options.showOutOfService(outOfServiceSince);
    scheduleRetry(at);
  };

  const fail = (cause: string, details: Record<string, unknown>) => {
    const at = now();
    if (retrying) {
      // the try did not bring the page back: out of service until the next, longer wait
      retrying = false;
      options.log?.(`page ${cause}`, { ...details, action: 'outOfService', retry: attempt });
      goOutOfService(at);
      return;
    }
    if (outOfServiceSince !== null) return;
    const decision = decideReload(reloads, at, options.limit ?? RELOAD_LIMIT, windowMs);
    reloads = decision.reloads;
    options.log?.(`page ${cause}`, { ...details, action: decision.action, reloads: reloads.length });
    if (decision.action === 'reload') {
      options.reload();
      return;
    }
    goOutOfService(at);
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
    if (hangTimer || (outOfServiceSince !== null && !retrying)) return;
    hangTimer = setTimeout(() => {
      hangTimer = null;
      killed = true;
      options.killRenderer();
      fail('hung', {});
    }, options.hangGraceMs ?? HANG_GRACE_MS);
  });
  page.on('responsive', clearHang);
  page.on('did-fail-load', (_event, errorCode, _description, _url, isMainFrame) => {
    if (retrying && isMainFrame && errorCode !== LOAD_ABORTED) fail('failedToLoad', { errorCode });
  });
  page.on('did-finish-load', () => {
    // only the page a try asked for; the out-of-service screen's own load is no recovery
    if (!retrying) return;
    retrying = false;
    options.log?.('page back in service', { outOfServiceSince, tries: attempt });
    outOfServiceSince = null;
    backAt = now();
    options.onBackInService?.();
  });

  return {
    get outOfServiceSince() {
      return outOfServiceSince;
    },
    get retryAt() {
      return retryAt;
    },
    dispose: () => {
      clearHang();
      cancelRetry?.();
      cancelRetry = null;
    },
  };
}
