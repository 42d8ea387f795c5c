import { describe, expect, it } from 'vitest';
import { BACK_OFFICE_CALLS, BINGO_CALLS, CALLS, PLAYER_CALLS } from './calls.ts';
import { callShape } from './client.ts';
import { contract } from './index.ts';
import type { RouteEntry } from './route.ts';

describe('the call table', () => {
  it('holds the call shape of every contract entry, and nothing else', () => {
    const expected = Object.fromEntries(
      Object.entries(contract).map(([area, routes]) => [
        area,
        Object.fromEntries(Object.entries(routes).map(([name, e]) => [name, callShape(e as RouteEntry)])),
      ]),
    );
    expect(CALLS).toEqual(expected);
  });
});

describe('the player, lazy player and back-office tables', () => {
  it('split the contract between them: every area in exactly one', () => {
    const player = Object.keys(PLAYER_CALLS);
    const backOffice = Object.keys(BACK_OFFICE_CALLS);
    const lazy = Object.keys(BINGO_CALLS);
    const all = [...player, ...lazy, ...backOffice];
    expect(new Set(all).size).toBe(all.length);
    expect(all.sort()).toEqual(Object.keys(contract).sort());
  });
});
