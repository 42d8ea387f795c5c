import {
  DEFAULT_CURRENCY,
  formatMoney,
  siteCurrencyContext,
  toMinor,
  type Minor,
  type SlipMessage,
} from '@bet/shared';
import { i18n } from '../i18n/i18n.ts';
import { isRightToLeft, localesOf } from '../i18n/locale.ts';
import { useSession } from './session-store.ts';
import { useSiteSettings } from './settings-store.ts';

/**
 * Money as the pages show it (useMoney), for code outside React (notices from stores): the user's
 * currency, the site's currency display and the page's language.
 */
export function moneyText(minor: Minor): string {
  const currency = useSession.getState().user?.currency ?? DEFAULT_CURRENCY;
  const ctx = siteCurrencyContext(useSiteSettings.getState().settings);
  return formatMoney(minor, currency, {
    ...ctx,
    locales: localesOf(i18n.language),
    isolate: isRightToLeft(i18n.language),
  });
}

/** A slip message's parameters with its amounts written as money. */
export function slipMessageParams(
  message: SlipMessage,
  money: (minor: Minor) => string = moneyText,
): Record<string, string | number> {
  const amounts = Object.entries(message.amounts ?? {}).map(([k, minor]) => [k, money(minor)]);
  return { ...message.params, ...Object.fromEntries(amounts) };
}

/** Refusals whose `stake` detail is an amount (major units, as the API speaks). */
const STAKE_REFUSALS = new Set(['minStakeError', 'maxStakeError', 'maxPayStakeReduced']);

/** A server refusal's details as message parameters, its stake written as money. */
export function refusalParams(code: string, details: unknown): Record<string, string | number> | undefined {
  if (!details || typeof details !== 'object') return undefined;
  const params = { ...(details as Record<string, string | number>) };
  if (STAKE_REFUSALS.has(code) && typeof params['stake'] === 'number')
    params['stake'] = moneyText(toMinor(params['stake']));
  return params;
}
