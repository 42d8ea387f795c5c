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

  describe('out of service, it tries its page again by itself', () => {
    /** The recovery with the test's clock and timers: `due` runs what is due by `at`. */
    function retrySetup() {
      const page = new EventEmitter();
      let clock = 0;
      const calls: string[] = [];
      const reports: string[] = [];
      let timers: Array<{ at: number; run: () => void; cancelled: boolean }> = [];
      const recovery = watchPage(page, {
        reload: () => calls.push(`reload@${clock}`),
        killRenderer: () => calls.push('kill'),
        showOutOfService: (since) => calls.push(`outOfService@${since}`),
        onOutOfService: (since) => reports.push(`out@${since}`),
        onBackInService: () => reports.push(`back@${clock}`),
        now: () => clock,
        schedule: (run, ms) => {
          const t = { at: clock + ms, run, cancelled: false };
          timers.push(t);
          return () => (t.cancelled = true);
        },
        retryFirstMs: MIN,
        retryMaxMs: 8 * MIN,
        hangGraceMs: 20,
      });
      const due = (at: number) => {
        clock = at;
        for (const t of timers.filter((x) => x.at <= at && !x.cancelled)) {
          timers = timers.filter((x) => x !== t);
          t.run();
        }
      };
      const crash = (at: number) => {
        clock = at;
        page.emit('render-process-gone', {}, { reason: 'crashed' });
      };
      const outOfService = () => {
        for (let i = 0; i <= 3; i++) crash(i);
        expect(recovery.outOfServiceSince).toBe(3);
      };
      const pending = () => timers.filter((t) => !t.cancelled).map((t) => t.at);
      return { page, calls, reports, recovery, due, crash, outOfService, pending };
    }

    it('waits, loads the page again, and is back in service once it has loaded, which the heartbeat is told', () => {
      const { page, calls, reports, recovery, due, outOfService } = retrySetup();
      outOfService();
      expect(recovery.retryAt).toBe(3 + MIN);
      due(3 + MIN - 1);
      expect(calls.at(-1)).toBe('outOfService@3');
      due(3 + MIN);
      expect(calls.at(-1)).toBe(`reload@${3 + MIN}`);
      // the page is loading: still out of service until it has loaded
      expect(recovery.outOfServiceSince).toBe(3);
      page.emit('did-finish-load');
      expect(recovery.outOfServiceSince).toBeNull();
      expect(recovery.retryAt).toBeNull();
      expect(reports).toEqual(['out@3', `back@${3 + MIN}`]);
    });

    it('a try that crashes, cannot load or hangs goes back out of service, and waits twice as long each time up to the longest', async () => {
      const { page, calls, reports, recovery, due, crash, outOfService, pending } = retrySetup();
      outOfService();
      let at = 3;
      const waits: number[] = [];
      for (const fault of ['crash', 'fail', 'crash', 'fail', 'crash']) {
        const next = recovery.retryAt!;
        waits.push(next - at);
        due(next);
        at = next;
        expect(calls.at(-1)).toBe(`reload@${at}`);
        if (fault === 'crash') crash(at);
        else page.emit('did-fail-load', {}, -105, 'NAME_NOT_RESOLVED', 'https://bet.example/tr', true);
        // the screen is back with the time it first went out, and it is reported once only
        expect(calls.at(-1)).toBe('outOfService@3');
        expect(recovery.outOfServiceSince).toBe(3);
      }
      expect(waits).toEqual([MIN, 2 * MIN, 4 * MIN, 8 * MIN, 8 * MIN]);
      expect(reports).toEqual(['out@3']);
      // one try waits at a time
      expect(pending()).toHaveLength(1);
      // a load replaced by another, or a frame inside the page, is no failed try
      due(recovery.retryAt!);
      page.emit('did-fail-load', {}, -3, 'ABORTED', 'https://bet.example/tr', true);
      page.emit('did-fail-load', {}, -105, 'NAME_NOT_RESOLVED', 'https://ads.example/', false);
      // a try whose page hangs is ended and counts as a failed try
      page.emit('unresponsive');
      await until(() => calls.includes('kill'));
      expect(calls.at(-1)).toBe('outOfService@3');
      expect(recovery.outOfServiceSince).toBe(3);
    });

    it('the out-of-service screen loading is no recovery, and nothing tries after the window closed', () => {
      const { page, calls, recovery, due, outOfService, pending } = retrySetup();
      outOfService();
      // the screen's own page finished loading
      page.emit('did-finish-load');
      expect(recovery.outOfServiceSince).toBe(3);
      recovery.dispose();
      expect(pending()).toEqual([]);
      due(60 * MIN);
      expect(calls.filter((c) => c.startsWith('reload'))).toHaveLength(3);
    });

    it('back in service, a page that crashes at once goes straight out again; one that worked for a window starts from the shortest wait', () => {
      const { page, recovery, due, crash, outOfService } = retrySetup();
      outOfService();
      due(recovery.retryAt!); // 1 min wait
      page.emit('did-finish-load');
      // the crashes before are still within the window: no more reloads, out at once, a longer wait
      crash(3 + MIN + 1000);
      expect(recovery.outOfServiceSince).toBe(3 + MIN + 1000);
      expect(recovery.retryAt! - (3 + MIN + 1000)).toBe(2 * MIN);
      due(recovery.retryAt!);
      page.emit('did-finish-load');
      const back = 3 + MIN + 1000 + 2 * MIN;
      // a whole window later it fails again: three reloads first, then the shortest wait
      for (let i = 0; i < 4; i++) crash(back + 6 * MIN + i);
      expect(recovery.outOfServiceSince).toBe(back + 6 * MIN + 3);
      expect(recovery.retryAt! - (back + 6 * MIN + 3)).toBe(MIN);
    });
  });
});
