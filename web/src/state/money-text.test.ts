import { describe, expect, it } from 'vitest';
import { formatMoney } from '@bet/shared';
import { moneyText, refusalParams, slipMessageParams } from './money-text.ts';
import { useSession, type SessionUser } from './session-store.ts';
import { useSiteSettings } from './settings-store.ts';

describe('money in notices', () => {
  it("follows the user's currency and the site's currency display, as the pages do", () => {
    useSiteSettings.setState({ settings: {} });
    useSession.setState({ user: null });
    expect(moneyText(123456)).toMatch(/^1234[.,]56 TL$/);
    useSession.setState({ user: { currency: 'PLN' } as SessionUser });
    expect(moneyText(1050)).toMatch(/^10[.,]50 zł$/);
    useSiteSettings.setState({ settings: { currencyMode: '1' } });
    expect(moneyText(1050)).toMatch(/^10[.,]50$/);
    useSiteSettings.setState({ settings: {} });
    useSession.setState({ user: null });
  });

  it('writes the amounts of a slip message as money and keeps its other parameters', () => {
    const money = (minor: number) => formatMoney(minor, 'TRY');
    expect(
      slipMessageParams({ key: 'minStakeError', params: { stake: '1.00' }, amounts: { stake: 100 } }, money),
    ).toEqual({
      stake: '1.00 TL',
    });
    expect(slipMessageParams({ key: 'minMatchCount', params: { count: 2 } }, money)).toEqual({ count: 2 });
  });

  it("writes a refusal's stake (major units from the API) as money, and nothing else", () => {
    expect(refusalParams('minStakeError', { stake: 1.04 })?.['stake']).toMatch(/^1[.,]04 TL$/);
    expect(refusalParams('choosetypesError', { count: 3 })).toEqual({ count: 3 });
    expect(refusalParams('minStakeError', undefined)).toBeUndefined();
  });
});
