import { describe, expect, it } from 'vitest';
import { withRowsOf } from './change-relay.ts';

describe('changes waiting for the relay, merged', () => {
  it('keep every row two writes named, once each', () => {
    const merged = withRowsOf(
      { table: 'sessions', rows: ['a', 'b'] },
      { table: 'sessions', rows: ['b', 'c'] },
    );
    expect(merged).toEqual({ table: 'sessions', rows: ['a', 'b', 'c'] });
  });

  it("say 'all' when either did, or past a thousand rows", () => {
    expect(withRowsOf({ table: 'sessions', rows: 'all' }, { table: 'sessions', rows: ['x'] }).rows).toBe(
      'all',
    );
    expect(withRowsOf({ table: 'sessions', rows: ['x'] }, { table: 'sessions', rows: 'all' }).rows).toBe(
      'all',
    );
    const many = Array.from({ length: 1001 }, (_, i) => `s${i}`);
    expect(
      withRowsOf(
        { table: 'sessions', rows: many.slice(0, 600) },
        { table: 'sessions', rows: many.slice(600) },
      ).rows,
    ).toBe('all');
  });

  it('a change that names no rows stays as it is (it stands for any row)', () => {
    expect(withRowsOf(undefined, { table: 'users', columns: ['status'] })).toEqual({
      table: 'users',
      columns: ['status'],
    });
    expect(withRowsOf({ table: 'users' }, { table: 'users' })).toEqual({ table: 'users' });
  });
});
