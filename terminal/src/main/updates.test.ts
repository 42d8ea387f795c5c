import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { mayInstallUpdate } from './update-policy.ts';
import { startUpdates, type Updater } from './updates.ts';

describe('when an update may install', () => {
  it('only once downloaded, between shifts, with no sale in the queue', () => {
    const between = { downloaded: '0.2.0', shiftOpen: false, pendingJobs: 0 };
    expect(mayInstallUpdate(between)).toBe(true);
    expect(mayInstallUpdate({ ...between, downloaded: null })).toBe(false);
    expect(mayInstallUpdate({ ...between, shiftOpen: true })).toBe(false);
    // the server could not say: wait rather than risk a shift
    expect(mayInstallUpdate({ ...between, shiftOpen: null })).toBe(false);
    expect(mayInstallUpdate({ ...between, pendingJobs: 1 })).toBe(false);
  });
});

/** electron-updater's autoUpdater as far as the terminal uses it: it "downloads" when checked. */
class FakeUpdater extends EventEmitter implements Updater {
  autoDownload = false;
  autoInstallOnAppQuit = true;
  checks = 0;
  installs: Array<[boolean | undefined, boolean | undefined]> = [];
  available: string | null = null;
  failCheck = false;
  checkForUpdates(): Promise<unknown> {
    this.checks++;
    if (this.failCheck) return Promise.reject(new Error('net::ERR_CONNECTION_REFUSED'));
    const version = this.available;
    if (version) setImmediate(() => this.emit('update-downloaded', { version }));
    return Promise.resolve({ version });
  }
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void {
    this.installs.push([isSilent, isForceRunAfter]);
  }
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 400 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

describe('the terminal updater', () => {
  it('downloads in the background, waits out the shift and the queue, then installs once, saying so', async () => {
    const updater = new FakeUpdater();
    updater.available = '0.2.0';
    let shiftOpen: boolean | null = true;
    let pending = 0;
    const updating: boolean[] = [];
    const logged: string[] = [];
    const updates = startUpdates(updater, {
      shiftOpen: async () => shiftOpen,
      pendingJobs: () => pending,
      setUpdating: (u) => updating.push(u),
      log: (m) => logged.push(m),
      decideEveryMs: 60_000,
    });
    try {
      expect(updater.autoDownload).toBe(true);
      // a quit during a shift must not install at the next start
      expect(updater.autoInstallOnAppQuit).toBe(false);
      await until(() => logged.includes('update downloaded'));
      expect(await updates.tryInstall()).toBe(false);
      shiftOpen = null;
      expect(await updates.tryInstall()).toBe(false);
      shiftOpen = false;
      pending = 2;
      expect(await updates.tryInstall()).toBe(false);
      expect(updater.installs).toEqual([]);
      expect(updating).toEqual([]);
      pending = 0;
      expect(await updates.tryInstall()).toBe(true);
      expect(updating).toEqual([true]);
      expect(updater.installs).toEqual([[true, true]]);
      expect(await updates.tryInstall()).toBe(false);
      expect(updater.installs).toHaveLength(1);
    } finally {
      updates.stop();
    }
  });

  it('installs as soon as it is downloaded when no shift is open', async () => {
    const updater = new FakeUpdater();
    updater.available = '0.3.0';
    const updates = startUpdates(updater, {
      shiftOpen: async () => false,
      pendingJobs: () => 0,
      setUpdating: () => {},
    });
    await until(() => updater.installs.length === 1);
    updates.stop();
  });

  it('nothing to install, a failed check, or a shift that cannot be read: nothing happens', async () => {
    const updater = new FakeUpdater();
    const logged: string[] = [];
    const updates = startUpdates(updater, {
      shiftOpen: () => Promise.reject(new Error('server unreachable')),
      pendingJobs: () => 0,
      setUpdating: () => {},
      log: (m) => logged.push(m),
    });
    expect(await updates.tryInstall()).toBe(false);
    updater.failCheck = true;
    updater.available = '0.4.0';
    updater.emit('update-downloaded', { version: '0.4.0' });
    expect(await updates.tryInstall()).toBe(false);
    updater.emit('error', new Error('checksum mismatch'));
    expect(logged).toContain('update failed');
    expect(updater.installs).toEqual([]);
    updates.stop();
  });
});
