import { describe, expect, it } from 'vitest';
import { RELOAD_WINDOW_MS, decideReload } from './reload-policy.ts';

const MIN = 60_000;

describe('the reload window of a crashed page', () => {
  it('reloads three times within five minutes, and gives up at the fourth', () => {
    let history: number[] = [];
    const actions: string[] = [];
    for (const at of [0, 1 * MIN, 2 * MIN, 3 * MIN]) {
      const d = decideReload(history, at);
      actions.push(d.action);
      history = d.reloads;
    }
    expect(actions).toEqual(['reload', 'reload', 'reload', 'outOfService']);
    expect(history).toEqual([0, 1 * MIN, 2 * MIN]);
  });

  it('slides: a reload older than the window no longer counts', () => {
    const history = [0, 1 * MIN, 2 * MIN];
    // exactly five minutes after the first, it has left the window
    expect(decideReload(history, RELOAD_WINDOW_MS).action).toBe('reload');
    expect(decideReload(history, RELOAD_WINDOW_MS).reloads).toEqual([1 * MIN, 2 * MIN, RELOAD_WINDOW_MS]);
    expect(decideReload(history, RELOAD_WINDOW_MS - 1).action).toBe('outOfService');
  });

  it('three crashes spread over a day never take the terminal out of service', () => {
    let history: number[] = [];
    for (let i = 0; i < 24; i++) {
      const d = decideReload(history, i * 60 * MIN);
      expect(d.action).toBe('reload');
      history = d.reloads;
    }
    expect(history).toHaveLength(1);
  });

  it('takes its limit and window as given', () => {
    expect(decideReload([], 0, 0).action).toBe('outOfService');
    expect(decideReload([0], 10, 1, 5).action).toBe('reload');
    expect(decideReload([0], 4, 1, 5).action).toBe('outOfService');
  });
});
