import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { watchPage } from './page-recovery.ts';

const MIN = 60_000;

/**
 * The main process's seam: a page that emits what Electron's webContents does, and a recorder of
 * what the recovery asked the window to do. The clock is the test's.
 */
function setup(hangGraceMs = 20) {
  const page = new EventEmitter();
  let clock = 0;
  const calls: string[] = [];
  const outOfService: number[] = [];
  const recovery = watchPage(page, {
    reload: () => calls.push('reload'),
    killRenderer: () => {
      calls.push('kill');
      // Electron reports the renderer it was told to end as gone, reason 'killed'
      page.emit('render-process-gone', {}, { reason: 'killed' });
    },
    showOutOfService: (since) => calls.push(`outOfService@${since}`),
    onOutOfService: (since) => outOfService.push(since),
    now: () => clock,
    hangGraceMs,
  });
  const crash = (at: number, reason = 'crashed') => {
    clock = at;
    page.emit('render-process-gone', {}, { reason });
  };
  return { page, calls, outOfService, recovery, crash, setClock: (at: number) => (clock = at) };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

describe('the recovery of a crashed or hung kiosk page', () => {
  it('reloads a crashed page three times in five minutes, then shows out of service and reports it once', () => {
    const { calls, outOfService, recovery, crash } = setup();
    crash(0);
    crash(1 * MIN, 'oom');
    crash(2 * MIN);
    expect(calls).toEqual(['reload', 'reload', 'reload']);
    expect(recovery.outOfServiceSince).toBeNull();
    crash(3 * MIN);
    expect(calls.at(-1)).toBe(`outOfService@${3 * MIN}`);
    expect(outOfService).toEqual([3 * MIN]);
    expect(recovery.outOfServiceSince).toBe(3 * MIN);
    // out of service it stays: nothing reloads behind the screen
    crash(30 * MIN);
    expect(calls).toHaveLength(4);
    expect(outOfService).toHaveLength(1);
  });

  it('crashes far apart keep reloading', () => {
    const { calls, crash } = setup();
    for (let i = 0; i < 6; i++) crash(i * 3 * MIN);
    expect(calls).toEqual(Array(6).fill('reload'));
  });

  it('a page that stays unresponsive past the grace is ended and reloaded, counted once', async () => {
    const { page, calls, crash } = setup();
    page.emit('unresponsive');
    await until(() => calls.length === 2);
    // the renderer it ended itself is not a second crash
    expect(calls).toEqual(['kill', 'reload']);
    crash(1);
    crash(2);
    expect(calls).toEqual(['kill', 'reload', 'reload', 'reload']);
    crash(3);
    expect(calls.at(-1)).toBe('outOfService@3');
  });

  it('a page that comes back within the grace is left alone', async () => {
    const { page, calls } = setup(60);
    page.emit('unresponsive');
    page.emit('responsive');
    await new Promise((r) => setTimeout(r, 120));
    expect(calls).toEqual([]);
    // a hang reported twice is one hang
    page.emit('unresponsive');
    page.emit('unresponsive');
    await until(() => calls.length === 2);
    await new Promise((r) => setTimeout(r, 120));
    expect(calls).toEqual(['kill', 'reload']);
  });
});
