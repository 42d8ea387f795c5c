import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ONLINE_WINDOW_MS } from '../api/dealer.ts';
import {
  BUILD_HASH_PATTERN,
  buildStateOf,
  counterBetBlock,
  kioskBetBlock,
  terminalState,
} from './kiosk-integrity.ts';

const A = 'a'.repeat(64);
const B = 'b'.repeat(64);
const approved = new Set([A]);

describe('verified kiosks', () => {
  it('names a build approved, unknown or never reported', () => {
    expect(buildStateOf(A, approved)).toBe('approved');
    expect(buildStateOf(B, approved)).toBe('unknown');
    expect(buildStateOf(null, approved)).toBe('none');
    expect(buildStateOf('', approved)).toBe('none');
  });

  it('lets an approved build with a working printer bet, paper near its end included', () => {
    expect(kioskBetBlock({ buildHash: A, printer: 'ok' }, approved)).toBeNull();
    expect(kioskBetBlock({ buildHash: A, printer: 'paperNearEnd' }, approved)).toBeNull();
    expect(kioskBetBlock({ buildHash: A, printer: 'unknown' }, approved)).toBeNull();
  });

  it('refuses an unknown or missing build before looking at the printer', () => {
    expect(kioskBetBlock({ buildHash: B, printer: 'ok' }, approved)).toBe('terminalBuildNotApproved');
    expect(kioskBetBlock({ buildHash: null, printer: 'paperOut' }, approved)).toBe(
      'terminalBuildNotApproved',
    );
    expect(kioskBetBlock({ buildHash: A, printer: 'ok' }, new Set())).toBe('terminalBuildNotApproved');
  });

  it('refuses a printer that reports a fault', () => {
    for (const printer of ['paperOut', 'coverOpen', 'offline'] as const)
      expect(kioskBetBlock({ buildHash: A, printer }, approved)).toBe('terminalPrinterFault');
  });

  it('knows a hash by its form', () => {
    expect(BUILD_HASH_PATTERN.test(A)).toBe(true);
    expect(BUILD_HASH_PATTERN.test(A.toUpperCase())).toBe(false);
    expect(BUILD_HASH_PATTERN.test(A.slice(1))).toBe(false);
  });

  it("names a terminal's state worst first: out of service, updating, printer problem, ok", () => {
    const base = { outOfService: false, updating: false, printer: 'ok' as const };
    expect(terminalState(base)).toBe('ok');
    expect(terminalState({ ...base, printer: 'paperNearEnd' })).toBe('ok');
    expect(terminalState({ ...base, printer: 'unknown' })).toBe('ok');
    for (const printer of ['paperOut', 'coverOpen', 'offline'] as const)
      expect(terminalState({ ...base, printer })).toBe('printerProblem');
    expect(terminalState({ ...base, updating: true, printer: 'offline' })).toBe('updating');
    expect(terminalState({ outOfService: true, updating: true, printer: 'offline' })).toBe('outOfService');
  });

  it("at a counter: without the site's requirement a report decides as before; with it, none or a stale one refuses", () => {
    const printers = ['ok', 'paperNearEnd', 'paperOut', 'coverOpen', 'offline', 'unknown'] as const;
    const now = 1_800_000_000_000;
    fc.assert(
      fc.property(
        fc.option(
          fc.record({
            buildHash: fc.constantFrom(A, B, null),
            printer: fc.constantFrom(...printers),
            seenAt: fc.integer({ min: now - 3 * ONLINE_WINDOW_MS, max: now }),
          }),
          { nil: null },
        ),
        (report) => {
          const own = report ? kioskBetBlock(report, approved) : null;
          expect(counterBetBlock(report, approved, { heartbeatRequired: false, now })).toBe(own);
          const fresh = report !== null && now - report.seenAt <= ONLINE_WINDOW_MS;
          expect(counterBetBlock(report, approved, { heartbeatRequired: true, now })).toBe(
            fresh ? own : 'terminalNotVerified',
          );
        },
      ),
    );
  });
});
