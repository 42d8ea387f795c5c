import { formatTicketMoney, toMinor, translate, type PayoutReceipt } from '@bet/shared';
import { CHARS_PER_LINE, leftRight, ticketDateTime, wrap } from './text-format.ts';
import type { TicketBlock, TicketLayout, TicketOptions } from './ticket-layout.ts';

export type PayoutReceiptOptions = Pick<
  TicketOptions,
  'operator' | 'footerText' | 'timeZone' | 'language' | 'paperWidth'
>;

/**
 * The receipt of a cash payout: operator, title, the ticket paid, when and on which terminal, and
 * the amount in large print, so the cashier and the player each know what left the till.
 */
export function payoutReceiptLayout(receipt: PayoutReceipt, options: PayoutReceiptOptions): TicketLayout {
  const columns = CHARS_PER_LINE[options.paperWidth];
  const t = (key: string) => translate(key, options.language);
  const amount = formatTicketMoney(toMinor(receipt.amount), {
    currency: receipt.currency,
    currencyMode: receipt.currencyMode,
    serverId: receipt.serverId,
    language: options.language,
  });
  const half = Math.floor(columns / 2);
  const blocks: TicketBlock[] = [
    { kind: 'text', lines: wrap(options.operator, half), align: 'center', bold: true, doubleSize: true },
    { kind: 'text', lines: wrap(t('payoutReceipt.title'), columns), align: 'center', bold: true },
    { kind: 'rule' },
    {
      kind: 'text',
      align: 'left',
      lines: [
        ...leftRight(`${t('ticket.id')}:`, receipt.ticketId, columns),
        ...leftRight(
          `${t('payoutReceipt.paidAt')}:`,
          ticketDateTime(receipt.paidAt, options.timeZone),
          columns,
        ),
        ...leftRight(`${t('ticket.terminal')}:`, receipt.terminalNo, columns),
      ],
    },
    { kind: 'rule' },
    { kind: 'text', lines: wrap(t('payoutReceipt.amount'), columns), align: 'center' },
    { kind: 'text', lines: wrap(amount, half), align: 'center', bold: true, doubleSize: true },
    { kind: 'rule' },
  ];
  if (options.footerText)
    blocks.push({ kind: 'text', lines: wrap(options.footerText, columns), align: 'center' });
  blocks.push({ kind: 'feed', lines: 3 });
  return { ticketId: receipt.ticketId, paperWidth: options.paperWidth, columns, blocks };
}
