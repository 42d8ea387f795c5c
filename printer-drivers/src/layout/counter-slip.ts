import {
  counterVoidReasonKey,
  formatSecureCode,
  formatTicketMoney,
  toMinor,
  translate,
  type CounterSlip,
} from '@bet/shared';
import { CHARS_PER_LINE, leftRight, ticketDateTime, wrap } from './text-format.ts';
import type { PayoutReceiptOptions } from './payout-receipt.ts';
import type { TicketBlock, TicketLayout } from './ticket-layout.ts';

/**
 * A void receipt, a voucher, or an online player's deposit or withdrawal receipt. The void receipt says which ticket was voided, when, where, why and
 * what went back. The voucher carries its code as barcode and QR code (the scanner reads it back),
 * the code in groups for typing, its value in large print and until when it is valid. A deposit
 * or withdrawal receipt names the player's account, when and where, and the cash in large print.
 */
export function counterSlipLayout(slip: CounterSlip, options: PayoutReceiptOptions): TicketLayout {
  const columns = CHARS_PER_LINE[options.paperWidth];
  const half = Math.floor(columns / 2);
  const t = (key: string) => translate(key, options.language);
  const money = (amount: number) =>
    formatTicketMoney(toMinor(amount), {
      currency: slip.currency,
      currencyMode: slip.currencyMode,
      serverId: slip.serverId,
      language: options.language,
    });
  const at = (iso: string) => ticketDateTime(iso, options.timeZone);
  const blocks: TicketBlock[] = [
    { kind: 'text', lines: wrap(options.operator, half), align: 'center', bold: true, doubleSize: true },
  ];
  if (slip.kind === 'void') {
    blocks.push(
      {
        kind: 'text',
        lines: wrap(t('voidReceipt.title'), columns),
        align: 'center',
        bold: true,
        invert: true,
      },
      { kind: 'rule' },
      {
        kind: 'text',
        align: 'left',
        lines: [
          ...leftRight(`${t('ticket.id')}:`, slip.ticketId, columns),
          ...leftRight(`${t('voidReceipt.voidedAt')}:`, at(slip.voidedAt), columns),
          ...leftRight(`${t('ticket.terminal')}:`, slip.terminalNo, columns),
          ...wrap(`${t('voidReceipt.reason')}: ${t(counterVoidReasonKey(slip.reason))}`, columns),
        ],
      },
      { kind: 'rule' },
      { kind: 'text', lines: wrap(t('voidReceipt.refunded'), columns), align: 'center' },
      {
        kind: 'text',
        lines: wrap(money(slip.refunded), half),
        align: 'center',
        bold: true,
        doubleSize: true,
      },
    );
  } else if (slip.kind === 'shopDeposit' || slip.kind === 'shopWithdrawal') {
    const deposit = slip.kind === 'shopDeposit';
    blocks.push(
      {
        kind: 'text',
        lines: wrap(t(deposit ? 'shopCash.depositSlip' : 'shopCash.withdrawalSlip'), columns),
        align: 'center',
        bold: true,
        invert: true,
      },
      { kind: 'rule' },
      {
        kind: 'text',
        align: 'left',
        lines: [
          ...leftRight(`${t('shopCash.slipUser')}:`, slip.userName, columns),
          ...leftRight(`${t('ticket.date')}:`, at(slip.at), columns),
          ...leftRight(`${t('ticket.terminal')}:`, slip.terminalNo, columns),
          ...leftRight(
            `${t('shopCash.slipReference')}:`,
            deposit ? slip.uuid.slice(0, 8) : String(slip.requestId),
            columns,
          ),
        ],
      },
      { kind: 'rule' },
      {
        kind: 'text',
        lines: wrap(t(deposit ? 'shopCash.slipReceived' : 'shopCash.slipPaid'), columns),
        align: 'center',
      },
      { kind: 'text', lines: wrap(money(slip.amount), half), align: 'center', bold: true, doubleSize: true },
    );
  } else {
    blocks.push(
      { kind: 'text', lines: wrap(t('voucher.title'), columns), align: 'center', bold: true, invert: true },
      { kind: 'rule' },
      { kind: 'text', lines: wrap(t('voucher.amount'), columns), align: 'center' },
      { kind: 'text', lines: wrap(money(slip.amount), half), align: 'center', bold: true, doubleSize: true },
      { kind: 'rule' },
      {
        kind: 'text',
        align: 'left',
        lines: [
          ...leftRight(`${t('ticket.date')}:`, at(slip.issuedAt), columns),
          ...leftRight(`${t('ticket.terminal')}:`, slip.terminalNo, columns),
          ...leftRight(`${t('voucher.expires')}:`, at(slip.expiresAt), columns),
        ],
      },
      { kind: 'barcode', data: slip.code },
      { kind: 'qr', data: slip.code },
      {
        kind: 'text',
        lines: wrap(`${t('voucher.code')}: ${formatSecureCode(slip.code)}`, columns),
        align: 'center',
      },
    );
  }
  blocks.push({ kind: 'rule' });
  if (options.footerText)
    blocks.push({ kind: 'text', lines: wrap(options.footerText, columns), align: 'center' });
  blocks.push({ kind: 'feed', lines: 3 });
  const id =
    slip.kind === 'void'
      ? slip.ticketId
      : slip.kind === 'voucher'
        ? slip.code
        : slip.kind === 'shopDeposit'
          ? `deposit-${slip.uuid}`
          : `withdrawal-${slip.requestId}`;
  return { ticketId: id, paperWidth: options.paperWidth, columns, blocks };
}
