/**
 * The end-of-shift and end-of-day reports as ordered rows. The panel shows them as a table and
 * the terminal prints them on the thermal printer; both render exactly these rows, in this order,
 * through `cashReportText`, so paper and screen cannot tell different stories.
 */
import type { DayReport, ShiftReport, ShiftRow } from '../api/shifts.ts';
import { toMinor } from '../money/money.ts';
import { SHIFT_CASH_KINDS, type ShiftCashKind, type ShiftState } from './till.ts';

export type CashReportValue =
  | { kind: 'money'; minor: number }
  /** a kind of cash event: how many, and their signed total */
  | { kind: 'events'; count: number; minor: number }
  | { kind: 'time'; iso: string }
  | { kind: 'count'; count: number }
  | { kind: 'text'; text: string }
  /** a message key, said in the reader's language */
  | { kind: 'key'; key: string };

export interface CashReportRow {
  /** the row's label: a message key */
  label: string;
  value: CashReportValue;
}

export interface CashReportSection {
  /** the section's heading: a message key */
  title: string;
  rows: CashReportRow[];
}

export interface CashReportModel {
  title: 'cashReport.shiftTitle' | 'cashReport.dayTitle';
  sections: CashReportSection[];
}

export const shiftCashKindKey = (kind: ShiftCashKind) => `shiftCash.${kind}`;
export const shiftStateKey = (state: ShiftState) => `cashReport.state.${state}`;

const money = (major: number): CashReportValue => ({ kind: 'money', minor: toMinor(major) });

/** One row per kind of cash event that happened, in the till's order of kinds. */
function movementRows(totals: ShiftReport['totals']): CashReportRow[] {
  const byKind = new Map(totals.map((t) => [t.kind, t]));
  return SHIFT_CASH_KINDS.flatMap((kind) => {
    const t = byKind.get(kind);
    return t && t.count > 0
      ? [
          {
            label: shiftCashKindKey(kind),
            value: { kind: 'events', count: t.count, minor: toMinor(t.total) },
          },
        ]
      : [];
  });
}

function cashRows(figures: {
  float: number;
  expected: number | null;
  counted: number | null;
  variance: number | null;
}): CashReportRow[] {
  const rows: CashReportRow[] = [{ label: 'cashReport.float', value: money(figures.float) }];
  if (figures.expected !== null) rows.push({ label: 'cashReport.expected', value: money(figures.expected) });
  if (figures.counted !== null) rows.push({ label: 'cashReport.counted', value: money(figures.counted) });
  if (figures.variance !== null) rows.push({ label: 'cashReport.variance', value: money(figures.variance) });
  return rows;
}

/** The end-of-shift report: who, where and when; the cash events by kind; the drawer's figures. */
export function shiftReportModel(report: ShiftReport): CashReportModel {
  const s = report.shift;
  const head: CashReportRow[] = [
    { label: 'cashReport.cashier', value: { kind: 'text', text: s.userName } },
    { label: 'cashReport.terminal', value: { kind: 'text', text: s.terminalNo } },
    { label: 'cashReport.opened', value: { kind: 'time', iso: s.openedAt } },
  ];
  if (s.closedAt) head.push({ label: 'cashReport.closed', value: { kind: 'time', iso: s.closedAt } });
  head.push({ label: 'cashReport.state', value: { kind: 'key', key: shiftStateKey(s.state) } });
  const cash = cashRows(s);
  if (s.note) cash.push({ label: 'cashReport.note', value: { kind: 'text', text: s.note } });
  if (s.signedOffBy)
    cash.push({ label: 'cashReport.signedOffBy', value: { kind: 'text', text: s.signedOffBy } });
  return {
    title: 'cashReport.shiftTitle',
    sections: [
      { title: 'cashReport.shift', rows: head },
      { title: 'cashReport.movements', rows: movementRows(report.totals) },
      { title: 'cashReport.cash', rows: cash },
    ],
  };
}

const shiftLine = (s: ShiftRow): CashReportRow => ({
  label: `${s.userName} · ${s.terminalNo}`,
  value: s.variance === null ? { kind: 'key', key: shiftStateKey(s.state) } : money(s.variance),
});

/**
 * The end-of-day report of the shop's day: how many shifts and how many still open, the cash
 * events by kind, the closed shifts' figures together, and each shift's variance.
 */
export function dayReportModel(report: DayReport): CashReportModel {
  return {
    title: 'cashReport.dayTitle',
    sections: [
      {
        title: 'cashReport.day',
        rows: [
          { label: 'cashReport.day', value: { kind: 'text', text: report.day } },
          { label: 'cashReport.shifts', value: { kind: 'count', count: report.shifts.length } },
          { label: 'cashReport.stillOpen', value: { kind: 'count', count: report.open } },
        ],
      },
      { title: 'cashReport.movements', rows: movementRows(report.totals) },
      { title: 'cashReport.cash', rows: cashRows(report) },
      // a shift's own line is its cashier and terminal, not a message key
      { title: 'cashReport.shiftVariances', rows: report.shifts.map(shiftLine) },
    ],
  };
}

/** How the reader says things: its texts, money and times. */
export interface CashReportFormat {
  t: (key: string) => string;
  money: (minor: number) => string;
  time: (iso: string) => string;
  count: (n: number) => string;
}

export interface CashReportText {
  title: string;
  sections: Array<{ title: string; rows: Array<{ label: string; value: string }> }>;
}

/** The rows as the reader's words: what the panel's table and the printed slip both show. */
export function cashReportText(model: CashReportModel, f: CashReportFormat): CashReportText {
  const value = (v: CashReportValue): string => {
    switch (v.kind) {
      case 'money':
        return f.money(v.minor);
      case 'events':
        return `${f.money(v.minor)} (${f.count(v.count)})`;
      case 'time':
        return f.time(v.iso);
      case 'count':
        return f.count(v.count);
      case 'text':
        return v.text;
      case 'key':
        return f.t(v.key);
    }
  };
  const label = (section: string, key: string) =>
    // a shift's own line is already words
    section === 'cashReport.shiftVariances' ? key : f.t(key);
  return {
    title: f.t(model.title),
    sections: model.sections.map((s) => ({
      title: f.t(s.title),
      rows: s.rows.map((r) => ({ label: label(s.title, r.label), value: value(r.value) })),
    })),
  };
}
