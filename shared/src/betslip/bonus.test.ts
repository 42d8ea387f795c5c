import { describe, expect, it } from 'vitest';
import { BONUS_CAP_PERCENT, bonusApplies, bonusPercentFor } from './bonus.ts';
import { pick } from './testing.ts';
import { DEFAULT_USER, type SlipUser } from './types.ts';

const bonusUser: SlipUser = { ...DEFAULT_USER, bonus: { status: 1, percent: 5, tipCount: 3, minOdds: 1.5 } };

describe('bonus (section 5)', () => {
  it('"bonus percent is multiplied by the number of extra qualifying selections and capped at 25 percent"', () => {
    expect(bonusPercentFor([pick(1, 2), pick(2, 2)], bonusUser)).toBe(0);
    expect(bonusPercentFor([pick(1, 2), pick(2, 2), pick(3, 2)], bonusUser)).toBe(5);
    expect(bonusPercentFor([pick(1, 2), pick(2, 2), pick(3, 2), pick(4, 2)], bonusUser)).toBe(10);
    expect(
      bonusPercentFor(
        Array.from({ length: 12 }, (_, i) => pick(i, 2)),
        bonusUser,
      ),
    ).toBe(BONUS_CAP_PERCENT);
  });

  it('"with odds at or above the bonus minimum"', () => {
    expect(bonusPercentFor([pick(1, 2), pick(2, 2), pick(3, 2), pick(4, 1.2)], bonusUser)).toBe(5);
    expect(bonusPercentFor([pick(1, 1.5), pick(2, 1.5), pick(3, 1.5)], bonusUser)).toBe(5);
    expect(bonusPercentFor([pick(1, 1.49), pick(2, 2), pick(3, 2)], bonusUser)).toBe(0);
  });

  it('off when the rule is off or empty', () => {
    const three = [pick(1, 2), pick(2, 2), pick(3, 2)];
    expect(bonusPercentFor(three, DEFAULT_USER)).toBe(0);
    expect(bonusPercentFor(three, { bonus: { ...bonusUser.bonus, status: 0 } })).toBe(0);
    expect(bonusPercentFor(three, { bonus: { ...bonusUser.bonus, percent: 0 } })).toBe(0);
    expect(bonusPercentFor(three, { bonus: { ...bonusUser.bonus, tipCount: 0 } })).toBe(0);
  });

  it('"applies only to single non-multi coupons": a combine, not a multiple or a system', () => {
    expect(bonusApplies('KK')).toBe(true);
    expect(bonusApplies('CK')).toBe(false);
    expect(bonusApplies('SK')).toBe(false);
    expect(bonusApplies('TK')).toBe(false);
  });
});
