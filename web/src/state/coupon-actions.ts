import {
  NOTIFY,
  DEFAULT_CURRENCY,
  siteCurrencyContext,
  toMajor,
  toMinor,
  type Minor,
  type PayoutReceipt,
} from '@bet/shared';
import { ApiError, client } from '../api/client.ts';
import type { TicketCheck } from '../features/terminal/ticket-check.ts';
import { platform } from '../platform/index.ts';
import { moneyText } from './money-text.ts';
import { SELL_NOTICE_MS } from './notify-store.ts';
import { notifyKey } from './notify-text.ts';
import { useSession } from './session-store.ts';
import { useSiteSettings } from './settings-store.ts';
import { useSlip } from './slip-store.ts';

/**
 * How a sale ended: sold, refused with a new price to show and ask again, refused, or unanswered
 * (the connection dropped: the server may have sold it, the page looks the coupon up).
 */
export type SellOutcome =
  | { kind: 'sold'; paid: Minor }
  | { kind: 'moved'; price: number }
  | { kind: 'refused' }
  | { kind: 'unanswered' };

const selling = new Set<string>();

/**
 * The cash-out of spec section 9: sells at the price shown; a sale notice clears after 3 s; the
 * balance is read again; a moved price comes back with the new one. A second tap while the same
 * coupon is being sold is ignored. `idempotencyKey` is the page's for this sale at this price:
 * sent again it is answered as the first time. No answer is no refusal: the sale may be made.
 */
export async function sellCoupon(
  ticketId: string,
  price: Minor,
  idempotencyKey: string,
): Promise<SellOutcome> {
  if (selling.has(ticketId)) return { kind: 'refused' };
  selling.add(ticketId);
  try {
    const res = await client.coupons.sell(
      { ticketId },
      {
        price: toMajor(price),
        idempotencyKey,
      },
    );
    notifyKey(
      NOTIFY.success,
      'cashout.sold',
      { amount: moneyText(toMinor(res.paid)) },
      undefined,
      SELL_NOTICE_MS,
    );
    void useSession.getState().refresh();
    void refreshLastCoupon(ticketId);
    return { kind: 'sold', paid: toMinor(res.paid) };
  } catch (err) {
    // no answer (the connection dropped, or never was): the page says the sale may be made and
    // looks the coupon up, instead of 'try again' under a coupon that may be sold already
    if (err instanceof ApiError && err.status === 0) return { kind: 'unanswered' };
    const e = err instanceof ApiError ? err : new ApiError(0, 'technicalError', '');
    const d = e.details as { winPrice?: number; price?: number };
    const newPrice = d.winPrice ?? d.price;
    notifyKey(
      e.status === 0 ? NOTIFY.error : NOTIFY.couponError,
      e.code,
      undefined,
      e.serverMessage,
      SELL_NOTICE_MS,
    );
    return e.status === 409 && typeof newPrice === 'number'
      ? { kind: 'moved', price: newPrice }
      : { kind: 'refused' };
  } finally {
    selling.delete(ticketId);
  }
}

/**
 * The coupon the slip keeps after creation is a copy of its answer: when that coupon changes (a
 * sale here or elsewhere, a settlement) it is read again, so the slip shows it as the coupons page does.
 */
export async function refreshLastCoupon(ticketId: string): Promise<void> {
  if (useSlip.getState().lastCoupon?.ticketId !== ticketId) return;
  try {
    const coupon = await client.coupons.get({ ticketId });
    const last = useSlip.getState().lastCoupon;
    if (last?.ticketId === ticketId) useSlip.getState().setLastCoupon({ ...last, coupon });
  } catch {
    // the kept copy stays; the next push about the coupon asks again
  }
}

/** A paid ticket: the server's answer, its receipt, and whether the receipt went to the printer. */
/** The number this counter's actions are recorded under: the terminal's own, else the shop user's. */
export async function counterTerminalNo(): Promise<string> {
  const user = useSession.getState().user;
  const info = await platform.info();
  return info.ok ? info.value.terminalNo : (user?.terminalNo ?? user?.userName ?? '');
}

export interface Payout {
  check: TicketCheck;
  receipt: PayoutReceipt;
  printing: boolean;
}

/**
 * The shop's cash payout of a won or sold ticket: paid once on the server under this terminal's
 * number, the shop's balance read again (the cash left its till), the receipt printed when a
 * printer is attached. A refusal is thrown as the server's ApiError for the page to explain.
 * `idempotencyKey` is the page's for this payout: sent again after a lost answer, the server
 * answers with the payout it already made (nothing is paid twice) and the receipt prints then.
 */
export async function payoutTicket(
  check: TicketCheck,
  payoutCode: string,
  printerAttached: boolean,
  idempotencyKey: string,
): Promise<Payout> {
  const user = useSession.getState().user;
  const terminalNo = await counterTerminalNo();
  const paid = await client.payouts.payout(
    { ticketId: check.ticketId },
    { terminalNo, payoutCode, idempotencyKey },
  );
  const receipt: PayoutReceipt = {
    ticketId: paid.ticketId,
    amount: check.payable,
    currency: user?.currency ?? DEFAULT_CURRENCY,
    ...siteCurrencyContext(useSiteSettings.getState().settings),
    paidAt: paid.paidAt ?? new Date().toISOString(),
    terminalNo: paid.terminalNo ?? terminalNo,
  };
  void useSession.getState().refresh();
  const printing = printerAttached && (await platform.printPayoutReceipt(receipt)).ok;
  return { check: paid, receipt, printing };
}
