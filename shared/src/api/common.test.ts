import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiAmount, ApiOdd, Paging, listOf } from './common.ts';

describe('API conventions (API.md)', () => {
  it('amounts have at most 2 decimals', () => {
    expect(ApiAmount.safeParse(10.5).success).toBe(true);
    expect(ApiAmount.safeParse(10.55).success).toBe(true);
    expect(ApiAmount.safeParse(10.555).success).toBe(false);
  });

  it('odds have at most 3 decimals', () => {
    expect(ApiOdd.safeParse(1.855).success).toBe(true);
    expect(ApiOdd.safeParse(1.8555).success).toBe(false);
  });

  it('lists page with offset and limit', () => {
    expect(Paging.parse({})).toEqual({ offset: 0, limit: 50 });
    expect(Paging.parse({ offset: '25', limit: '25' })).toEqual({ offset: 25, limit: 25 });
    expect(Paging.safeParse({ limit: '0' }).success).toBe(false);
    expect(listOf(z.number()).parse({ results: [1], totalCount: 1 })).toEqual({
      results: [1],
      totalCount: 1,
    });
  });
});
