import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DayReport, ShiftReport, ShiftRow } from '../api/shifts.ts';
import { toMajor } from '../money/money.ts';
import { cashReportText, dayReportModel, shiftReportModel, type CashReportModel } from './cash-report.ts';
import { SHIFT_CASH_KINDS, expectedCash, tillDelta, tillTotals, type ShiftCashKind } from './till.ts';

const movement = fc.record({
  kind: fc.constantFrom(...SHIFT_CASH_KINDS),
  amount: fc.integer({ min: -1_000_000, max: 1_000_000 }),
});

/** A closed shift made from generated movements the way the server makes its report. */
const closedShift = fc
  .record({
    id: fc.integer({ min: 1, max: 1e6 }),
    float: fc.integer({ min: 0, max: 5_000_000 }),
    counted: fc.integer({ min: 0, max: 20_000_000 }),
    movements: fc.array(movement, { maxLength: 40 }),
    note: fc.option(fc.string({ minLength: 3, maxLength: 20 }), { nil: null }),
  })
  .map(({ id, float, counted, movements, note }): ShiftReport => {
    const deltas = movements.map((m) => ({ kind: m.kind, delta: tillDelta(m.kind, m.amount) }));
    const expected = expectedCash(
      float,
      deltas.map((d) => d.delta),
    );
    const { byKind, counts } = tillTotals(deltas);
    const shift: ShiftRow = {
      id,
      userId: 7,
      userName: `kiosk${id}`,
      terminalNo: `T-${id}`,
      state: 'closed',
      openedAt: '2026-11-27T08:00:00.000Z',
      closedAt: '2026-11-27T16:00:00.000Z',
      float: toMajor(float),
      expected: toMajor(expected),
      counted: toMajor(counted),
      variance: toMajor(counted - expected),
      needsNote: counted !== expected && !note ? 1 : 0,
      note,
      signedOffBy: null,
      signedOffAt: null,
    };
    return {
      shift,
      totals: SHIFT_CASH_KINDS.map((kind) => ({ kind, count: counts[kind], total: toMajor(byKind[kind]) })),
    };
  });

const rowsOf = (model: CashReportModel, title: string) =>
  model.sections.find((s) => s.title === title)?.rows ?? [];
const minorOf = (model: CashReportModel, label: string) => {
  const row = rowsOf(model, 'cashReport.cash').find((r) => r.label === label);
  return row && row.value.kind === 'money' ? row.value.minor : undefined;
};

const format = {
  t: (key: string) => `<${key}>`,
  money: (minor: number) => `${minor}m`,
  time: (iso: string) => iso.slice(11, 16),
  count: (n: number) => String(n),
};

describe('the cash reports', () => {
  it('a shift report adds up: float plus every kind of cash event is the expected cash, and the variance is the count against it', () => {
    fc.assert(
      fc.property(closedShift, (report) => {
        const model = shiftReportModel(report);
        const events = rowsOf(model, 'cashReport.movements');
        let sum = 0;
        for (const row of events) {
          if (row.value.kind !== 'events') throw new Error(`not an event row: ${row.label}`);
          sum += row.value.minor;
        }
        const float = minorOf(model, 'cashReport.float')!;
        const expected = minorOf(model, 'cashReport.expected')!;
        const counted = minorOf(model, 'cashReport.counted')!;
        expect(float + sum).toBe(expected);
        expect(minorOf(model, 'cashReport.variance')).toBe(counted - expected);
        // exactly the kinds that happened, in the till's order
        const happened = report.totals.filter((t) => t.count > 0).map((t) => `shiftCash.${t.kind}`);
        expect(events.map((r) => r.label)).toEqual(happened);
        expect(rowsOf(model, 'cashReport.cash').some((r) => r.label === 'cashReport.note')).toBe(
          report.shift.note !== null,
        );
      }),
      { numRuns: 300 },
    );
  });

  it('the words keep every row in its place: what the panel shows is what the paper prints', () => {
    fc.assert(
      fc.property(closedShift, (report) => {
        const model = shiftReportModel(report);
        const text = cashReportText(model, format);
        expect(text.title).toBe('<cashReport.shiftTitle>');
        expect(text.sections.map((s) => s.rows.length)).toEqual(model.sections.map((s) => s.rows.length));
        model.sections.forEach((section, i) =>
          section.rows.forEach((row, j) => expect(text.sections[i]!.rows[j]!.label).toBe(`<${row.label}>`)),
        );
      }),
      { numRuns: 100 },
    );
  });

  it('a day report sums its closed shifts and lists each with its variance, or its state while open', () => {
    fc.assert(
      fc.property(
        fc.array(closedShift, { minLength: 0, maxLength: 6 }),
        fc.boolean(),
        (reports, withOpen) => {
          const shifts = reports.map((r) => r.shift);
          if (withOpen)
            shifts.push({
              id: 999_999_999,
              userName: 'open',
              terminalNo: 'T-open',
              userId: 1,
              state: 'open',
              openedAt: '2026-11-27T09:00:00.000Z',
              closedAt: null,
              float: 10,
              expected: null,
              counted: null,
              variance: null,
              needsNote: 0,
              note: null,
              signedOffBy: null,
              signedOffAt: null,
            });
          const sum = (f: (s: ShiftRow) => number | null) =>
            toMajor(shifts.reduce((a, s) => a + Math.round((f(s) ?? 0) * 100), 0));
          const closed = shifts.filter((s) => s.state !== 'open');
          const day: DayReport = {
            day: '2026-11-27',
            shifts,
            totals: SHIFT_CASH_KINDS.map((kind: ShiftCashKind) => {
              const all = reports.map((r) => r.totals.find((t) => t.kind === kind)!);
              return {
                kind,
                count: all.reduce((a, t) => a + t.count, 0),
                total: toMajor(all.reduce((a, t) => a + Math.round(t.total * 100), 0)),
              };
            }),
            float: sum((s) => s.float),
            expected: toMajor(closed.reduce((a, s) => a + Math.round(s.expected! * 100), 0)),
            counted: toMajor(closed.reduce((a, s) => a + Math.round(s.counted! * 100), 0)),
            variance: toMajor(closed.reduce((a, s) => a + Math.round(s.variance! * 100), 0)),
            open: shifts.length - closed.length,
          };
          const model = dayReportModel(day);
          const lines = rowsOf(model, 'cashReport.shiftVariances');
          expect(lines).toHaveLength(shifts.length);
          let variances = 0;
          for (const line of lines) if (line.value.kind === 'money') variances += line.value.minor;
          expect(variances).toBe(minorOf(model, 'cashReport.variance'));
          expect(lines.filter((l) => l.value.kind === 'key').length).toBe(day.open);
          const counted = minorOf(model, 'cashReport.counted')!;
          expect(counted - minorOf(model, 'cashReport.expected')!).toBe(variances);
          // a shift's own line is printed as it is, not looked up as a message key
          const text = cashReportText(model, format);
          expect(text.sections.at(-1)!.rows.map((r) => r.label)).toEqual(
            shifts.map((s) => `${s.userName} · ${s.terminalNo}`),
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
