import {
  cashReportText,
  dayReportModel,
  formatTicketMoney,
  shiftReportModel,
  translate,
  type CashReportSlip,
} from '@bet/shared';
import { CHARS_PER_LINE, leftRight, ticketDateTime, wrap } from './text-format.ts';
import type { PayoutReceiptOptions } from './payout-receipt.ts';
import type { TicketBlock, TicketLayout } from './ticket-layout.ts';

/**
 * An end-of-shift or end-of-day report on paper: the rows of the shared report model, section by
 * section, each label with its value on one line, as the panel shows them; then when and on which
 * terminal it was printed.
 */
export function cashReportLayout(slip: CashReportSlip, options: PayoutReceiptOptions): TicketLayout {
  const columns = CHARS_PER_LINE[options.paperWidth];
  const half = Math.floor(columns / 2);
  const t = (key: string) => translate(key, options.language);
  const model = slip.kind === 'shiftReport' ? shiftReportModel(slip.report) : dayReportModel(slip.report);
  const text = cashReportText(model, {
    t,
    money: (minor) =>
      formatTicketMoney(minor, {
        currency: slip.currency,
        currencyMode: slip.currencyMode,
        serverId: slip.serverId,
        language: options.language,
      }),
    time: (iso) => ticketDateTime(iso, options.timeZone),
    count: (n) => String(n),
  });
  const blocks: TicketBlock[] = [
    { kind: 'text', lines: wrap(options.operator, half), align: 'center', bold: true, doubleSize: true },
    { kind: 'text', lines: wrap(text.title, columns), align: 'center', bold: true, invert: true },
  ];
  for (const section of text.sections) {
    blocks.push({ kind: 'rule' });
    blocks.push({ kind: 'text', lines: wrap(section.title, columns), align: 'left', bold: true });
    if (section.rows.length)
      blocks.push({
        kind: 'text',
        align: 'left',
        lines: section.rows.flatMap((row) => leftRight(`${row.label}:`, row.value, columns)),
      });
  }
  blocks.push({ kind: 'rule' });
  blocks.push({
    kind: 'text',
    align: 'left',
    lines: [
      ...leftRight(
        `${t('cashReport.printedAt')}:`,
        ticketDateTime(slip.printedAt, options.timeZone),
        columns,
      ),
      ...leftRight(`${t('cashReport.terminal')}:`, slip.terminalNo, columns),
    ],
  });
  if (options.footerText)
    blocks.push({ kind: 'text', lines: wrap(options.footerText, columns), align: 'center' });
  blocks.push({ kind: 'feed', lines: 3 });
  const id = slip.kind === 'shiftReport' ? `shift-${slip.report.shift.id}` : `day-${slip.report.day}`;
  return { ticketId: id, paperWidth: options.paperWidth, columns, blocks };
}
