import { describe, expect, it } from 'vitest';
import { CALLS } from './calls.ts';
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
