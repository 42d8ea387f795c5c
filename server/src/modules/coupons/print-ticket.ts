import bwipjs from 'bwip-js';
import { displayOdd, formatAmount, toMinor, type Coupon } from '@bet/shared';

export interface TicketLabels {
  ticket: string;
  date: string;
  stake: string;
  totalOdds: string;
  maxPay: string;
  bonus: string;
  system: string;
  banker: string;
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Date and time of the ticket in the reader's time zone (refused upstream when the zone is unknown). */
export function ticketDate(iso: string, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
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

/**
 * A printable ticket: the operator's name, the ticket id as a barcode and a QR code, the date in
 * the requested time zone, every line, the stake, total odds, max pay and bonus. Plain HTML with
 * inline SVG, sized for an 80 mm roll and for A4 alike.
 */
export function ticketHtml(
  coupon: Coupon,
  opts: { operator: string; timeZone: string; lang: string; labels: TicketLabels; currency: string },
): string {
  const barcode = bwipjs.toSVG({
    bcid: 'code128',
    text: coupon.ticketId,
    height: 10,
    includetext: true,
    textxalign: 'center',
  });
  const qr = bwipjs.toSVG({ bcid: 'qrcode', text: coupon.ticketId, scale: 2 });
  const money = (n: number) => `${formatAmount(toMinor(n))} ${escape(opts.currency)}`;
  const l = opts.labels;
  const rows = coupon.lines
    .map(
      (line) =>
        `<tr><td>${escape(line.home)} - ${escape(line.away)}<br><small>${escape(line.marketName)}${line.special ? ` (${escape(line.special)})` : ''}: <b>${escape(line.outcomeName)}</b>${line.isBank ? ` · ${escape(l.banker)}` : ''}</small></td><td class="odd">${displayOdd(line.odds)}</td></tr>`,
    )
    .join('');
  const totalOdds = coupon.totalTickets > 0 ? coupon.maxPay / (coupon.totalStake / coupon.totalTickets) : 0;
  return `<!doctype html><html lang="${escape(opts.lang)}"><head><meta charset="utf-8"><title>${escape(l.ticket)} ${escape(coupon.ticketId)}</title>
<style>body{font:13px/1.35 system-ui,sans-serif;max-width:76mm;margin:0 auto;padding:4mm}h1{font-size:16px;text-align:center;margin:0 0 4px}
table{width:100%;border-collapse:collapse}td{border-bottom:1px dashed #999;padding:3px 0;vertical-align:top}.odd{text-align:right;white-space:nowrap}
.codes{display:flex;justify-content:space-between;align-items:center;gap:8px}.codes svg{max-width:60%;height:auto}.codes svg+svg{max-width:30%}
dl{display:grid;grid-template-columns:1fr auto;margin:6px 0}dt{color:#444}dd{margin:0;text-align:right;font-weight:600}@media print{body{padding:0}}</style></head>
<body><h1>${escape(opts.operator)}</h1>
<div class="codes">${barcode}${qr}</div>
<p>${escape(l.ticket)}: <b>${escape(coupon.ticketId)}</b><br>${escape(l.date)}: ${escape(ticketDate(coupon.ticketDate, opts.timeZone, opts.lang))}</p>
<table>${rows}</table>
<dl>${coupon.systemCombi ? `<dt>${escape(l.system)}</dt><dd>${escape(coupon.systemCombi)}</dd>` : ''}
<dt>${escape(l.stake)}</dt><dd>${money(coupon.totalStake)}</dd>
<dt>${escape(l.totalOdds)}</dt><dd>${totalOdds.toFixed(2)}</dd>
<dt>${escape(l.maxPay)}</dt><dd>${money(coupon.maxPay)}</dd>
${coupon.bonusPay > 0 ? `<dt>${escape(l.bonus)}</dt><dd>${money(coupon.bonusPay)}</dd>` : ''}</dl>
</body></html>`;
}
