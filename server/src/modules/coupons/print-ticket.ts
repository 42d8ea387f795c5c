import bwipjs from 'bwip-js';
import {
  languageDir,
  formatLineOdds,
  formatSecureCode,
  htmlLang,
  intlLocales,
  formatSummaryValue,
  type TicketFormat,
  type TicketModel,
  translate,
  type LanguageCode,
  type TicketSummaryKey,
} from '@bet/shared';

export type TicketLabels = Record<'ticket' | 'date' | 'banker' | 'payoutCode' | TicketSummaryKey, string>;

/** The printable ticket's words in one language (the thermal ticket uses the same keys). */
export function ticketLabels(lang: LanguageCode): TicketLabels {
  const t = (k: string) => translate(k, lang);
  return {
    ticket: t('ticket.id'),
    date: t('ticket.date'),
    banker: t('ticket.banker'),
    payoutCode: t('ticket.payoutCode'),
    'ticket.system': t('ticket.system'),
    'ticket.combinations': t('ticket.combinations'),
    'ticket.stake': t('ticket.stake'),
    'ticket.totalOdds': t('ticket.totalOdds'),
    'ticket.maxPay': t('ticket.maxPay'),
    'ticket.bonus': t('ticket.bonus'),
    'coupons.refunded': t('coupons.refunded'),
  };
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Date and time of the ticket in the reader's time zone (refused upstream when the zone is unknown). */
export function ticketDate(iso: string, timeZone: string, locales: string | readonly string[]): string {
  return new Intl.DateTimeFormat(typeof locales === 'string' ? locales : [...locales], {
    timeZone,
    dateStyle: 'short',
    timeStyle: 'short',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export interface TicketCodes {
  /** CODE128 of the ticket id, as SVG */
  barcode: string;
  /** QR code of the ticket id, as SVG */
  qr: string;
}

/** The ticket's scan code (its payout code) as a barcode and a QR code (the slow part of a printable ticket). */
export function ticketCodes(scanCode: string): TicketCodes {
  return {
    barcode: bwipjs.toSVG({
      bcid: 'code128',
      text: scanCode,
      height: 10,
      includetext: true,
      textxalign: 'center',
    }),
    qr: bwipjs.toSVG({ bcid: 'qrcode', text: scanCode, scale: 2 }),
  };
}

/**
 * A printable ticket: the operator's name, the ticket id as a barcode and a QR code, the date in
 * the requested time zone, every line, and the summary rows of the shared ticket model (the same
 * rows and values the thermal ticket prints). Plain HTML with inline SVG, for an 80 mm roll and A4.
 */
export function ticketHtml(
  ticket: TicketModel,
  opts: {
    operator: string;
    timeZone: string;
    lang: LanguageCode;
    labels: TicketLabels;
    format: TicketFormat;
  },
  codes: TicketCodes = ticketCodes(ticket.scanCode),
): string {
  const { barcode, qr } = codes;
  const l = opts.labels;
  // The site's codes are not BCP 47 ('aa' is Arabic here, Afar to browsers and Intl).
  const dir = languageDir(opts.lang);
  const rows = ticket.lines
    .map(
      (line) =>
        `<tr><td>${escape(line.home)} - ${escape(line.away)}<br><small>${escape(line.market)}: <b>${escape(line.outcome)}</b>${line.banker ? ` · ${escape(l.banker)}` : ''}</small></td><td class="odd">${formatLineOdds(line.odds)}</td></tr>`,
    )
    .join('');
  const summary = ticket.summary
    .map(
      (row) =>
        `<dt>${escape(l[row.key])}</dt><dd data-row="${row.key}">${escape(formatSummaryValue(row, opts.format))}</dd>`,
    )
    .join('\n');
  return `<!doctype html><html lang="${escape(htmlLang(opts.lang))}" dir="${dir}"><head><meta charset="utf-8"><title>${escape(l.ticket)} ${escape(ticket.ticketId)}</title>
<style>body{font:13px/1.35 system-ui,sans-serif;max-width:76mm;margin:0 auto;padding:4mm}h1{font-size:16px;text-align:center;margin:0 0 4px}
table{width:100%;border-collapse:collapse}td{border-bottom:1px dashed #999;padding:3px 0;vertical-align:top}.odd{text-align:end;white-space:nowrap}
.codes{display:flex;justify-content:space-between;align-items:center;gap:8px}.codes svg{max-width:60%;height:auto}.codes svg+svg{max-width:30%}
dl{display:grid;grid-template-columns:1fr auto;margin:6px 0}dt{color:#444}dd{margin:0;text-align:end;font-weight:600}@media print{body{padding:0}}</style></head>
<body><h1>${escape(opts.operator)}</h1>
<div class="codes">${barcode}${qr}</div>
<p>${escape(l.ticket)}: <b>${escape(ticket.ticketId)}</b><br>${ticket.payoutCode ? `${escape(l.payoutCode)}: <b data-payout-code>${escape(formatSecureCode(ticket.payoutCode))}</b><br>` : ''}${escape(l.date)}: ${escape(ticketDate(ticket.ticketDate, opts.timeZone, intlLocales(opts.lang)))}</p>
<table>${rows}</table>
<dl>${summary}</dl>
</body></html>`;
}
