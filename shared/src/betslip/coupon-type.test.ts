import { describe, expect, it } from 'vitest';
import { COUPON_FILTER, couponType, couponTypeCode, historyKind, limitKind } from './coupon-type.ts';
import { pick } from './testing.ts';

describe('coupon type (section 4)', () => {
  it('"single (one selection); multiple (two from the same match); system (ticked); combine (otherwise)"', () => {
    expect(couponType([pick(1, 2)], [])).toBe('TK');
    // one pick stays a single even with a size ticked
    expect(couponType([pick(1, 2)], [1])).toBe('TK');
    expect(couponType([pick(1, 2), pick(2, 2)], [])).toBe('KK');
    expect(couponType([pick(1, 2), pick(1, 2, { mk: 5 }), pick(2, 2)], [])).toBe('CK');
    expect(couponType([pick(1, 2), pick(2, 2), pick(3, 2)], [2])).toBe('SK');
    // "A slip type other than CK/KK/TK/SK is treated as KK (the default)": an empty slip is KK
    expect(couponType([], [])).toBe('KK');
  });

  it('"KK sets couponType 0; SK sets couponType 2"', () => {
    expect(couponTypeCode('KK')).toBe(0);
    expect(couponTypeCode('TK')).toBe(0);
    expect(couponTypeCode('CK')).toBe(0);
    expect(couponTypeCode('SK')).toBe(2);
  });

  it('"In history ... live if isLive; single if one tip; system if SK or KK with combination other than 0/1; combine for KK; multiple for CK"', () => {
    const base = { isLive: false, totalTipps: 3, ticketType: 'KK', systemCombi: '' };
    expect(historyKind({ ...base, isLive: true })).toBe('live');
    expect(historyKind({ ...base, totalTipps: 1 })).toBe('single');
    expect(historyKind({ ...base, ticketType: 'SK', systemCombi: '2' })).toBe('system');
    expect(historyKind({ ...base, systemCombi: '2,3' })).toBe('system');
    expect(historyKind({ ...base, systemCombi: '1' })).toBe('combine');
    expect(historyKind({ ...base, systemCombi: '0' })).toBe('combine');
    expect(historyKind(base)).toBe('combine');
    expect(historyKind({ ...base, ticketType: 'CK' })).toBe('multiple');
    expect(historyKind({ ...base, ticketType: 'XX' })).toBe('combine');
  });

  it('"In filters: 0 combine, 1 system, 2 multiple, 3 single, 4 live"', () => {
    expect(COUPON_FILTER).toEqual({ combine: 0, system: 1, multiple: 2, single: 3, live: 4 });
  });

  it('maps types to limit sets, live first', () => {
    expect(limitKind('TK', [pick(1, 2)])).toBe('single');
    expect(limitKind('KK', [pick(1, 2)])).toBe('combine');
    expect(limitKind('CK', [pick(1, 2)])).toBe('multiple');
    expect(limitKind('SK', [pick(1, 2)])).toBe('system');
    const live = pick(2, 2, { match: { ...pick(2, 2).match, ttype: 'L' } });
    expect(limitKind('SK', [pick(1, 2), live])).toBe('live');
  });
});
