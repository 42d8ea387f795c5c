import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ApiAmount,
  ApiIdParam,
  ApiOdd,
  MAX_INPUT_AMOUNT,
  MAX_INPUT_INT,
  Paging,
  findNulCharacter,
  listOf,
} from './common.ts';

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

  it('bounds amounts, odds and ids so every accepted value fits its column', () => {
    expect(ApiAmount.safeParse(MAX_INPUT_AMOUNT).success).toBe(true);
    expect(ApiAmount.safeParse(MAX_INPUT_AMOUNT + 0.01).success).toBe(false);
    expect(ApiAmount.safeParse(-MAX_INPUT_AMOUNT - 1).success).toBe(false);
    expect(ApiAmount.safeParse(9e13).success).toBe(false);
    expect(ApiAmount.safeParse(Infinity).success).toBe(false);
    expect(ApiOdd.safeParse(1e7).success).toBe(false);
    expect(ApiIdParam.safeParse(String(MAX_INPUT_INT)).data).toBe(MAX_INPUT_INT);
    expect(ApiIdParam.safeParse(String(MAX_INPUT_INT + 1)).success).toBe(false);
    expect(ApiIdParam.safeParse('1e13').success).toBe(false);
    expect(ApiIdParam.safeParse('0').success).toBe(false);
  });

  it('finds a NUL character anywhere in an input, in values and in keys', () => {
    expect(findNulCharacter({ a: 'x', b: [1, 'y', { c: null }] })).toBeNull();
    expect(findNulCharacter('a\u0000b')).toBe('');
    expect(findNulCharacter({ a: { b: ['ok', 'n\u0000'] } })).toBe('a.b.1');
    expect(findNulCharacter({ 'k\u0000': 1 })).toBe('k\u0000');
    // Deep nesting is walked without recursion.
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findNulCharacter(deep)).toMatch(/^0(\.0)*$/);
  });
});
