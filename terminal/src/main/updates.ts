import { mayInstallUpdate } from './update-policy.ts';

/** The part of electron-updater's autoUpdater the terminal uses (a fake in tests). */
export interface Updater {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  checkForUpdates(): Promise<unknown>;
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void;
  on(event: 'update-downloaded', listener: (info: { version: string }) => void): unknown;
  on(event: 'error', listener: (err: Error) => void): unknown;
}

export interface UpdateOptions {
  /** whether a shift is open at this terminal; null when it cannot be told (the server is unreachable) */
  shiftOpen(): Promise<boolean | null>;
  pendingJobs(): number;
  /** told just before installing: the heartbeat says 'updating' */
  setUpdating(updating: boolean): void;
  log?(message: string, fields: Record<string, unknown>): void;
  /** how often to look for an update (an hour by default) */
  checkEveryMs?: number;
  /** how often a downloaded update asks whether it may install now (a minute by default) */
  decideEveryMs?: number;
}

export interface Updates {
  /** asks now whether the downloaded update may install; true when it is being installed */
  tryInstall(): Promise<boolean>;
  stop(): void;
}

/**
 * Keeps the terminal's software current without disturbing a shop: updates download in the
 * background (electron-updater; a staged rollout's percentage is in the published latest.yml and
 * the updater decides by this machine's updater id whether it is in it), and a downloaded update
 * installs only between shifts (mayInstallUpdate), never on quit, since a quit during a shift
 * would otherwise install it at the next start.
 */
export function startUpdates(updater: Updater, options: UpdateOptions): Updates {
  updater.autoDownload = true;
  updater.autoInstallOnAppQuit = false;
  let downloaded: string | null = null;
  let installing = false;
  let stopped = false;
  const log = options.log ?? (() => {});

  const check = () => {
    updater.checkForUpdates().catch((err: unknown) => log('update check failed', { error: String(err) }));
  };
  const tryInstall = async (): Promise<boolean> => {
    if (stopped || installing || downloaded === null) return false;
    const shiftOpen = await options.shiftOpen().catch(() => null);
    const moment = { downloaded, shiftOpen, pendingJobs: options.pendingJobs() };
    if (!mayInstallUpdate(moment)) return false;
    installing = true;
    log('installing update', { version: downloaded });
    options.setUpdating(true);
    updater.quitAndInstall(true, true);
    return true;
  };

  updater.on('update-downloaded', (info) => {
    downloaded = info.version;
    log('update downloaded', { version: info.version });
    void tryInstall();
  });
  updater.on('error', (err) => log('update failed', { error: err.message }));

  check();
  const checkTimer = setInterval(check, options.checkEveryMs ?? 60 * 60_000);
  const decideTimer = setInterval(() => void tryInstall(), options.decideEveryMs ?? 60_000);
  return {
    tryInstall,
    stop: () => {
      stopped = true;
      clearInterval(checkTimer);
      clearInterval(decideTimer);
    },
  };
}
