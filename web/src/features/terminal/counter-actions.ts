import {
  normaliseSecureCode,
  readTypedAmount,
  secureCodeKind,
  siteCurrencyContext,
  toMajor,
  type CounterVoidReason,
  type CounterVoidReceipt,
  type SecureCodeKind,
  type Voucher,
} from '@bet/shared';
import { client } from '../../api/client.ts';
import { platform } from '../../platform/index.ts';
import { counterTerminalNo } from '../../state/coupon-actions.ts';
import { useSession } from '../../state/session-store.ts';
import { useSiteSettings } from '../../state/settings-store.ts';
import type { TicketCheck } from './ticket-check.ts';
import { TICKET_ID } from './ticket-check.ts';

/** What the counter's one input holds: a ticket id, a payout or voucher code, a mistyped code, or nothing usable. */
export type CounterInput =
  | { kind: 'ticketId'; value: string }
  | { kind: SecureCodeKind; value: string }
  | { kind: 'mistyped' }
  | { kind: 'invalid' };

/**
 * Reads the typed or scanned digits. Twenty-two digits are a code: one whose check digit does not
 * fit was mistyped, and is refused here before it costs one of the shop's attempts at the server.
 */
export function readCounterInput(raw: string): CounterInput {
  const value = normaliseSecureCode(raw);
  if (value.length === 22) {
    const kind = secureCodeKind(value);
    return kind ? { kind, value } : { kind: 'mistyped' };
  }
  return TICKET_ID.test(value) ? { kind: 'ticketId', value } : { kind: 'invalid' };
}

/** The site's money display, as every printed slip shows amounts. */
const currencyDisplay = () => siteCurrencyContext(useSiteSettings.getState().settings);

/** Prints a voucher the server made, when a printer is attached; whether it was queued. */
async function printVoucher(v: Voucher, printerAttached: boolean): Promise<boolean> {
  if (!printerAttached) return false;
  const slip = {
    kind: 'voucher' as const,
    code: v.code,
    amount: v.amount,
    issuedAt: v.issuedAt,
    expiresAt: v.expiresAt,
    terminalNo: v.terminalNo,
    currency: v.currency,
    ...currencyDisplay(),
  };
  return (await platform.printCounterSlip(slip)).ok;
}

/**
 * Voids a waiting ticket the customer handed back, for a reason from the fixed list: the balance
 * is read again and the void receipt printed when a printer is attached.
 */
export async function voidTicket(
  check: TicketCheck,
  payoutCode: string,
  reason: CounterVoidReason,
  printerAttached: boolean,
): Promise<{ receipt: CounterVoidReceipt; printing: boolean }> {
  const terminalNo = await counterTerminalNo();
  const receipt = await client.payouts.void({ ticketId: check.ticketId }, { terminalNo, payoutCode, reason });
  void useSession.getState().refresh();
  const printing =
    printerAttached &&
    (await platform.printCounterSlip({ kind: 'void', ...receipt, ...currencyDisplay() })).ok;
  return { receipt, printing };
}

/**
 * Pays a ticket's winnings as a printed voucher instead of cash. `idempotencyKey` is the page's for
 * this payout: sent again after a lost answer, the server answers the voucher it already made (the
 * same code, nothing paid twice) and it prints then.
 */
export async function payAsVoucher(
  check: TicketCheck,
  payoutCode: string,
  printerAttached: boolean,
  idempotencyKey: string,
): Promise<{ voucher: Voucher; printing: boolean }> {
  const terminalNo = await counterTerminalNo();
  const voucher = await client.payouts.winningsVoucher(
    { ticketId: check.ticketId },
    { terminalNo, payoutCode, idempotencyKey },
  );
  void useSession.getState().refresh();
  return { voucher, printing: await printVoucher(voucher, printerAttached) };
}

/** Pays a scanned voucher in cash, once. */
export async function redeemVoucher(code: string): Promise<Voucher> {
  const terminalNo = await counterTerminalNo();
  const voucher = await client.payouts.redeemVoucher({ code }, { terminalNo });
  void useSession.getState().refresh();
  return voucher;
}

/** Gives change as a printed voucher; the key makes a retried request the same voucher. */
export async function changeVoucher(
  amountMinor: number,
  idempotencyKey: string,
  printerAttached: boolean,
): Promise<{ voucher: Voucher; printing: boolean }> {
  const terminalNo = await counterTerminalNo();
  const voucher = await client.payouts.changeVoucher({
    terminalNo,
    amount: toMajor(amountMinor),
    idempotencyKey,
  });
  void useSession.getState().refresh();
  return { voucher, printing: await printVoucher(voucher, printerAttached) };
}

/**
 * The amount typed for change, in minor units, read as the stake box reads it in the language
 * whose decimal sign is `decimal` ('1.000' is a thousand in Turkish), or null when it is no
 * amount above zero.
 */
export function changeAmount(text: string, decimal: string): number | null {
  const minor = readTypedAmount(text.trim(), decimal);
  return minor !== null && minor > 0 ? minor : null;
}
