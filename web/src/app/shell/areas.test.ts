import { describe, expect, it } from 'vitest';
import type { ShellUser } from '@bet/shared';
import { areaEnabled } from './areas.ts';

const player: ShellUser = {
  userType: 'N',
  onlineUser: 1,
  products: { sportUser: { status: 1 }, liveUser: { status: 0 }, casinoUser: { status: 1 } },
};

describe('left menu areas', () => {
  it('has sports and live on, the other areas off, until the site says otherwise', () => {
    expect(areaEnabled('sports', {}, null)).toBe(true);
    expect(areaEnabled('live', {}, null)).toBe(true);
    expect(areaEnabled('casino', {}, null)).toBe(false);
    expect(areaEnabled('casino', { area_casino: '1' }, null)).toBe(true);
    expect(areaEnabled('live', { area_live: '0' }, null)).toBe(false);
  });
  it('hides an area whose product the logged-in user lacks', () => {
    expect(areaEnabled('live', {}, player)).toBe(false);
    expect(areaEnabled('sports', {}, player)).toBe(true);
    expect(areaEnabled('casino', { area_casino: '1' }, player)).toBe(true);
    expect(areaEnabled('slots', { area_slots: '1' }, player)).toBe(false);
    expect(areaEnabled('promotions', { area_promotions: '1' }, player)).toBe(true);
  });
});
