import type { MessageKey } from '../i18n/locales/tr.ts';
import { marketTypeDefinition, type SpecialKind } from './market-types.ts';

/** A `special` read by its market type's meaning (see `SpecialKind`). */
export type Special =
  | { kind: 'none' }
  | { kind: 'totalLine'; line: number }
  | { kind: 'goalHandicap'; home: number; away: number }
  | { kind: 'homeLine'; line: number }
  | { kind: 'goalNumber'; goal: number }
  | { kind: 'scoreAtBet'; home: number; away: number };

const SCORE_PAIR = /^(\d{1,3}):(\d{1,3})$/;
const QUARTER_NUMBER = /^[+-]?\d{1,4}(\.(0|00|25|5|50|75))?$/;

/** Lines come in quarters: '2.5', '3', '2.25', '-1.75'. */
function parseLine(special: string): number | null {
  return QUARTER_NUMBER.test(special) ? Number(special) : null;
}

/** Reads a special of a kind; null when it does not fit the kind's written form. */
export function parseSpecialOfKind(kind: SpecialKind, special: string): Special | null {
  switch (kind) {
    case 'none':
      return special === '' ? { kind } : null;
    case 'totalLine': {
      const line = parseLine(special);
      return line !== null && line >= 0 ? { kind, line } : null;
    }
    case 'homeLine': {
      const line = parseLine(special);
      return line !== null ? { kind, line } : null;
    }
    case 'goalHandicap':
    case 'scoreAtBet': {
      const pair = SCORE_PAIR.exec(special);
      return pair ? { kind, home: Number(pair[1]), away: Number(pair[2]) } : null;
    }
    case 'goalNumber':
      return /^[1-9]\d{0,2}$/.test(special) ? { kind, goal: Number(special) } : null;
  }
}

/** Reads a market's special by its type's meaning; null for an unknown type or a malformed special. */
export function parseSpecial(typeId: number, special: string): Special | null {
  const definition = marketTypeDefinition(typeId);
  return definition ? parseSpecialOfKind(definition.special, special) : null;
}

/** Text for a message key with `{{name}}` values: i18next's `t` or the server's `translate`. */
export type SpecialTranslator = (key: MessageKey, params: Record<string, string | number>) => string;

/**
 * How a special reads to a player, the same on the slip, the coupon and both tickets: lines and
 * handicaps as written ('2.5', '1:0'), a home line with its sign ('+1.5', '-7.5'), the goal a
 * next-goal market is about and the score a rest-of-match market starts from in words. A special
 * the type does not know is shown as it came.
 */
export function specialLabel(typeId: number, special: string, t: SpecialTranslator): string {
  const parsed = parseSpecial(typeId, special);
  if (!parsed) return special;
  switch (parsed.kind) {
    case 'none':
      return '';
    case 'totalLine':
      return String(parsed.line);
    case 'homeLine':
      return parsed.line > 0 ? `+${parsed.line}` : String(parsed.line);
    case 'goalHandicap':
      return `${parsed.home}:${parsed.away}`;
    case 'goalNumber':
      return t('market.special.goalNumber', { n: parsed.goal });
    case 'scoreAtBet':
      return t('market.special.fromScore', { score: `${parsed.home}:${parsed.away}` });
  }
}
