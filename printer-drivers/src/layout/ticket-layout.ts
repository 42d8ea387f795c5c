import {
  formatLineOdds,
  formatSecureCode,
  formatSummaryValue,
  ticketModel,
  translate,
  type Coupon,
  type LanguageCode,
} from '@bet/shared';
import {
  CHARS_PER_LINE,
  leftRight,
  matchDateTime,
  ticketDateTime,
  wrap,
  type PaperWidth,
} from './text-format.ts';

export type Align = 'left' | 'center' | 'right';

/** What a ticket is made of, before it becomes printer commands. Text lines already fit the paper. */
export type TicketBlock =
  | { kind: 'text'; lines: string[]; align: Align; bold?: boolean; doubleSize?: boolean; invert?: boolean }
  | { kind: 'rule' }
  | { kind: 'barcode'; data: string }
  | { kind: 'qr'; data: string }
  | { kind: 'feed'; lines: number };

export interface TicketLayout {
  ticketId: string;
  paperWidth: PaperWidth;
  /** characters per line */
  columns: number;
  blocks: TicketBlock[];
}

export interface TicketOptions {
  /** the operator (site) name printed on top */
  operator: string;
  headerText?: string;
  footerText?: string;
  terminalNo: string;
  /** IANA zone of the terminal, e.g. Europe/Istanbul */
  timeZone: string;
  language: LanguageCode;
  /** ISO code of the coupon's currency (TRY prints TL) */
  currency: string;
  /** the site's currency display (siteCurrencyContext): 1 prints no symbol */
  currencyMode?: number;
  /** the site's server id: 3 prints a dollar sign */
  serverId?: number;
  paperWidth: PaperWidth;
  /** a reprint: marked as a duplicate with the time it was reprinted */
  duplicate?: boolean;
  /** ISO time of this printing (a duplicate shows it); now by default */
  printedAt?: string;
}

const text = (
  lines: string[],
  align: Align = 'left',
  extra: Partial<Extract<TicketBlock, { kind: 'text' }>> = {},
) => ({ kind: 'text', lines, align, ...extra }) as const;

/**
 * The ticket of a coupon: operator header, the ticket id (text, CODE128 barcode and QR code), date
 * and time in the terminal's zone, every line with its match, market, pick and odds (bankers
 * marked), system combinations, stake, total odds, max pay, bonus, and the footer.
 */
export function ticketLayout(coupon: Coupon, options: TicketOptions): TicketLayout {
  const ticket = ticketModel(coupon, (key, values) => translate(key, options.language, values));
  const columns = CHARS_PER_LINE[options.paperWidth];
  const t = (key: string) => translate(key, options.language);
  const blocks: TicketBlock[] = [];

  // Double size halves the characters a line holds.
  blocks.push(
    text(wrap(options.operator, Math.floor(columns / 2)), 'center', { bold: true, doubleSize: true }),
  );
  if (options.headerText) blocks.push(text(wrap(options.headerText, columns), 'center'));
  if (options.duplicate) {
    const at = ticketDateTime(options.printedAt ?? new Date().toISOString(), options.timeZone);
    blocks.push(
      text(wrap(`*** ${t('ticket.duplicate')} ***`, columns), 'center', { bold: true, invert: true }),
    );
    blocks.push(text(wrap(at, columns), 'center'));
  }
  blocks.push({ kind: 'rule' });
  blocks.push(
    text(
      [
        ...leftRight(`${t('ticket.id')}:`, ticket.ticketId, columns),
        ...leftRight(`${t('ticket.date')}:`, ticketDateTime(ticket.ticketDate, options.timeZone), columns),
        ...leftRight(`${t('ticket.terminal')}:`, options.terminalNo, columns),
      ],
      'left',
    ),
  );
  blocks.push({ kind: 'rule' });

  for (const line of ticket.lines) {
    const banker = line.banker ? ` [${t('ticket.banker')}]` : '';
    blocks.push(text(wrap(`${line.position}. ${line.home} - ${line.away}`, columns), 'left', { bold: true }));
    blocks.push(
      text(
        [
          ...wrap(matchDateTime(line.matchDate, options.timeZone), columns).map((l) => `   ${l}`),
          ...leftRight(`   ${line.market}: ${line.outcome}${banker}`, formatLineOdds(line.odds), columns),
        ],
        'left',
      ),
    );
  }
  blocks.push({ kind: 'rule' });

  const format = {
    currency: options.currency,
    currencyMode: options.currencyMode,
    serverId: options.serverId,
    language: options.language,
  };
  const summary = ticket.summary.flatMap((row) =>
    leftRight(`${t(row.key)}:`, formatSummaryValue(row, format), columns),
  );
  blocks.push(text(summary, 'left', { bold: true }));
  blocks.push({ kind: 'rule' });

  // The codes carry the payout code (the ticket id alone does not pay); both are printed as text
  // too, the code in groups for a cashier to type when a scan fails.
  blocks.push({ kind: 'barcode', data: ticket.scanCode });
  blocks.push({ kind: 'qr', data: ticket.scanCode });
  blocks.push(text([ticket.ticketId], 'center', { bold: true }));
  if (ticket.payoutCode)
    blocks.push(
      text(wrap(`${t('ticket.payoutCode')}: ${formatSecureCode(ticket.payoutCode)}`, columns), 'center'),
    );
  if (options.footerText) blocks.push(text(wrap(options.footerText, columns), 'center'));
  blocks.push({ kind: 'feed', lines: 3 });

  return { ticketId: ticket.ticketId, paperWidth: options.paperWidth, columns, blocks };
}

/** Every text line of a layout as printed (rules as dashes), for previews and tests. */
export function layoutLines(layout: TicketLayout): string[] {
  const out: string[] = [];
  for (const block of layout.blocks) {
    if (block.kind === 'text') out.push(...block.lines);
    else if (block.kind === 'rule') out.push('-'.repeat(layout.columns));
  }
  return out;
}
