import { roundToThousandths, fromThousandths } from '@bet/shared';
import type { Slip } from '@bet/shared';

const NAME = 'betslip';

/**
 * The spec keeps the slip in a compressed, encoded cookie named betslip too. Only what identifies
 * each pick goes in (match, market, outcome, odd in thousandths, banker): small enough for a cookie
 * and enough for a server-rendered page to know the slip.
 */
export function encodeSlipCookie(slip: Slip): string {
  const rows = slip.picks.map(
    (p) =>
      `${p.matchId.toString(36)}.${p.marketId.toString(36)}.${p.outcomeId.toString(36)}.${roundToThousandths(p.odd).toString(36)}.${p.banker ? 1 : 0}`,
  );
  return encodeURIComponent([rows.join('_'), slip.system.join('-')].join('~'));
}

export interface CookiePick {
  matchId: number;
  marketId: number;
  outcomeId: number;
  odd: number;
  banker: boolean;
}

export function decodeSlipCookie(value: string): { picks: CookiePick[]; system: number[] } {
  const [rows = '', system = ''] = decodeURIComponent(value).split('~');
  const picks = rows
    .split('_')
    .filter(Boolean)
    .map((row) => {
      const [m = '', k = '', o = '', odd = '', b = ''] = row.split('.');
      return {
        matchId: parseInt(m, 36),
        marketId: parseInt(k, 36),
        outcomeId: parseInt(o, 36),
        odd: fromThousandths(parseInt(odd, 36)),
        banker: b === '1',
      };
    })
    .filter((p) => Number.isSafeInteger(p.matchId) && Number.isSafeInteger(p.outcomeId));
  return { picks, system: system.split('-').filter(Boolean).map(Number) };
}

export function writeSlipCookie(slip: Slip): void {
  if (typeof document === 'undefined') return;
  const value = slip.picks.length ? encodeSlipCookie(slip) : '';
  document.cookie = `${NAME}=${value}; path=/; max-age=${value ? 86_400 : 0}; samesite=lax`;
}
