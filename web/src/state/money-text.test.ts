import { describe, expect, it } from 'vitest';
import { formatMoney } from '@bet/shared';
import { i18n } from '../i18n/i18n.ts';
import { moneyText, refusalParams, slipMessageParams } from './money-text.ts';
import { useSession, type SessionUser } from './session-store.ts';
import { useSiteSettings } from './settings-store.ts';

describe('money in notices', () => {
  it("follows the user's currency and the site's currency display, as the pages do", () => {
    useSiteSettings.setState({ settings: {} });
    useSession.setState({ user: null });
    expect(moneyText(123456)).toMatch(/^1[.,]234[.,]56 TL$/);
    useSession.setState({ user: { currency: 'PLN' } as SessionUser });
    expect(moneyText(1050)).toMatch(/^10[.,]50 zł$/);
    useSiteSettings.setState({ settings: { currencyMode: '1' } });
    expect(moneyText(1050)).toMatch(/^10[.,]50$/);
    useSiteSettings.setState({ settings: {} });
    useSession.setState({ user: null });
  });

  it('isolates amounts left to right in a right-to-left language, and only there', async () => {
    useSiteSettings.setState({ settings: {} });
    useSession.setState({ user: null });
    try {
      await i18n.changeLanguage('aa');
      // Intl may mark the minus with a left-to-right mark of its own; the isolate holds it all
      expect(moneyText(-19145)).toMatch(/^\u2066\u200e?-191\.45 TL\u2069$/);
      await i18n.changeLanguage('tr');
      expect(moneyText(-19145)).toBe('-191,45 TL');
    } finally {
      await i18n.changeLanguage('tr');
    }
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
