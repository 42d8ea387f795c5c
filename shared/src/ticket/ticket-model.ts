import type { Coupon, CouponLine, CouponStatus, TicketType } from '../api/coupons.ts';
import { formatMoney, localAmount, toMinor, type CurrencyContext, type Minor } from '../money/money.ts';
import { intlLocales } from '../i18n/intl-locale.ts';
import type { LanguageCode } from '../i18n/languages.ts';
import { ODD_SCALE, toThousandths, type Thousandths } from '../money/payout.ts';
import { systemLabel } from '../betslip/system-math.ts';
import { displayOdd, floorThousandths } from '../odds/display.ts';
import { specialLabel, type SpecialTranslator } from '../markets/special.ts';
import { entityNameKey, lookupFromTranslator, type NamedEntity } from '../i18n/entity-names.ts';
import type { MessageKey } from '../i18n/locales/tr.ts';
import { couponAmount } from '../coupons/coupon-amount.ts';

/** Names a sports entity in the reader's language (see entityName). */
export type EntityNamer = (entity: NamedEntity) => string;

/** The resources' names only, through the ticket's translator; the feed's name where they have none. */
export function resourceNamer(t: SpecialTranslator): EntityNamer {
  const lookup = lookupFromTranslator((key) => t(key as MessageKey, {}));
  return (entity) => {
    const key = entityNameKey(entity);
    return (key === undefined ? undefined : lookup(key)) || entity.name;
  };
}

/** One pick of a ticket: what it is on, and its odd in thousandths. */
export interface TicketLineModel {
  /** 1-based position on the ticket */
  position: number;
  matchId: number;
  home: string;
  away: string;
  /** ISO time of the match */
  matchDate: string;
  /** market name with its line (shared's label of the special), as the ticket shows it: 'Total Goals (2.5)' */
  market: string;
  outcome: string;
  banker: boolean;
  isLive: boolean;
  odds: Thousandths;
}

/** The summary of a ticket as ordered rows; both tickets print exactly these, in this order. */
export type TicketSummaryRow =
  | { key: 'ticket.system'; value: { kind: 'system'; sizes: string; free: number } }
  | { key: 'ticket.combinations'; value: { kind: 'bets'; bets: number; perBet: Minor } }
  | {
      key: 'ticket.stake' | 'ticket.maxPay' | 'ticket.bonus' | 'coupons.refunded';
      value: { kind: 'money'; minor: Minor };
    }
  | { key: 'ticket.totalOdds'; value: { kind: 'odds'; thousandths: Thousandths } };

export type TicketSummaryKey = TicketSummaryRow['key'];

/** A stored coupon as a ticket: every amount in minor units, every odd in thousandths. */
export interface TicketModel {
  ticketId: string;
  /**
   * What the ticket's barcode and QR code carry: the payout code (the short id alone can be
   * guessed), or the ticket id where the reader may not see the code (a shared coupon).
   */
  scanCode: string;
  /** the payout code, for the cashier to type when a scan fails; null where it is not shown */
  payoutCode: string | null;
  /** ISO time the coupon was made */
  ticketDate: string;
  ticketType: TicketType;
  status: CouponStatus;
  lines: TicketLineModel[];
  bets: number;
  stake: Minor;
  /** the stake of each bet (the whole stake of a single bet) */
  stakePerBet: Minor;
  /** the total odds the coupon was accepted at (Σ of its bets' odds, after the user's odds cap) */
  totalOdds: Thousandths;
  /** what it pays if all wins, after the max pay cap, bonus excluded */
  maxPay: Minor;
  bonusPay: Minor;
  /** what it paid: winnings or the cash-out price */
  income: Minor;
  summary: TicketSummaryRow[];
}

function lineModel(
  line: CouponLine,
  index: number,
  t: SpecialTranslator,
  name: EntityNamer,
): TicketLineModel {
  const special = specialLabel(line.marketTypeId, line.special, t);
  const marketName = name({ kind: 'market', id: line.marketTypeId, name: line.marketName });
  return {
    position: index + 1,
    matchId: line.matchId,
    home: line.home,
    away: line.away,
    matchDate: line.matchDate,
    market: special ? `${marketName} (${special})` : marketName,
    outcome: name({ kind: 'outcome', id: line.outcomeName, name: line.outcomeName }),
    banker: line.isBank,
    isLive: line.isLive,
    odds: toThousandths(line.odds),
  };
}

/**
 * The one ticket of a coupon, built from what the server stored. The API's major units become
 * integers here, once; the HTML ticket, the thermal ticket and the coupon views format from this.
 * `t` words the lines' specials (next goal, rest of the match) in the reader's language, and
 * `name` their markets and outcomes (the resources' names through `t` unless given).
 */
export function ticketModel(
  coupon: Coupon,
  t: SpecialTranslator,
  name: EntityNamer = resourceNamer(t),
): TicketModel {
  const stake = toMinor(coupon.totalStake);
  const bets = Math.max(1, coupon.totalTickets);
  // placement splits the stake evenly, so this is exact for every stored coupon
  const stakePerBet = Math.floor(stake / bets);
  // a big system's sum can pass 2^53 thousandths; it is then shown as near as a double holds it
  const totalOdds = Number.isSafeInteger(Math.round(coupon.totalOdds * ODD_SCALE))
    ? toThousandths(coupon.totalOdds)
    : Math.round(coupon.totalOdds * ODD_SCALE);
  const maxPay = toMinor(coupon.maxPay);
  const bonusPay = toMinor(coupon.bonusPay);
  const summary: TicketSummaryRow[] = [];
  const sizes = coupon.ticketType === 'SK' ? coupon.systemCombi.trim() : '';
  if (sizes) {
    // sizes count the free picks; every bet also holds all the bankers
    const free = coupon.lines.filter((l) => !l.isBank).length;
    summary.push({ key: 'ticket.system', value: { kind: 'system', sizes, free } });
    summary.push({ key: 'ticket.combinations', value: { kind: 'bets', bets, perBet: stakePerBet } });
  }
  summary.push({ key: 'ticket.stake', value: { kind: 'money', minor: stake } });
  summary.push({ key: 'ticket.totalOdds', value: { kind: 'odds', thousandths: totalOdds } });
  const income = toMinor(coupon.income);
  // a cancelled coupon wins nothing: it prints what came back, as the site shows it (couponAmount)
  const amount = couponAmount({ status: coupon.status, stake, maxPay, bonusPay, income });
  if (amount.key === 'coupons.refunded') {
    summary.push({ key: 'coupons.refunded', value: { kind: 'money', minor: amount.minor } });
  } else {
    summary.push({ key: 'ticket.maxPay', value: { kind: 'money', minor: maxPay } });
    if (bonusPay > 0) summary.push({ key: 'ticket.bonus', value: { kind: 'money', minor: bonusPay } });
  }
  return {
    ticketId: coupon.ticketId,
    scanCode: coupon.payoutCode ?? coupon.ticketId,
    payoutCode: coupon.payoutCode ?? null,
    ticketDate: coupon.ticketDate,
    ticketType: coupon.ticketType,
    status: coupon.status,
    lines: coupon.lines.map((line, i) => lineModel(line, i, t, name)),
    bets,
    stake,
    stakePerBet,
    totalOdds,
    maxPay,
    bonusPay,
    income,
    summary,
  };
}

/**
 * Total odds with two decimals, rounded down in integers like the payout beside them (12427 →
 * '12.42'), so odds × a 1 TL stake never shows more than the coupon pays. No display cap.
 */
export function formatTotalOdds(thousandths: Thousandths): string {
  return floorThousandths(thousandths, 2);
}

/** A pick's odd as every ticket prints it (the site's odd display rules). */
export function formatLineOdds(thousandths: Thousandths): string {
  return displayOdd(thousandths / ODD_SCALE);
}

export interface TicketFormat extends CurrencyContext {
  /** ISO code of the coupon's currency */
  currency: string;
  /** the reader's language: amounts take its decimal sign and grouping, as on the pages */
  language: LanguageCode;
}

/**
 * The pages' text of an amount in the characters every printer code page holds: Intl groups with
 * no-break spaces in some languages (1 234,50 in French) and writes Persian negatives with a
 * direction mark and a minus sign (U+2212), which a thermal printer lacks.
 */
function printable(text: string): string {
  return text
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\u2212/g, '-')
    .replace(/[\u200e\u200f\u061c]/g, '');
}

/**
 * '10,50 TL' in Turkish, '10.50 TL' in English, or the bare amount where the site shows no symbol:
 * the pages' formatMoney in the reader's language (decimal sign and grouping), so paper and screen
 * agree.
 */
export function formatTicketMoney(minor: Minor, format: TicketFormat): string {
  return printable(
    formatMoney(minor, format.currency, {
      currencyMode: format.currencyMode,
      serverId: format.serverId,
      locales: intlLocales(format.language),
    }),
  );
}

/** The printed value of a summary row: the last step from integers to text, the same for every ticket. */
export function formatSummaryValue(row: TicketSummaryRow, format: TicketFormat): string {
  const v = row.value;
  switch (v.kind) {
    case 'system':
      return systemLabel(v.sizes, v.free);
    case 'bets':
      return `${v.bets} x ${printable(localAmount(v.perBet, intlLocales(format.language)))}`;
    case 'money':
      return formatTicketMoney(v.minor, format);
    case 'odds':
      return formatTotalOdds(v.thousandths);
  }
}
