import { describe, expect, it } from 'vitest';
import { secureCodeFrom, ticketIdFromBody } from '@bet/shared';
import { EMPTY_SCAN, SCAN_MAX_GAP_MS, SCAN_MAX_SLOW_GAPS, scanKey, type ScanState } from './scan-detector.ts';

const TICKET = ticketIdFromBody('12345678901');
const FAST = 5;
const SLOW = SCAN_MAX_GAP_MS + 80;

/** Feeds keys, each after its own gap (ms); returns every code completed. */
function feedGaps(keys: string[], gaps: number[]): string[] {
  let state: ScanState = EMPTY_SCAN;
  let at = 1000;
  const codes: string[] = [];
  keys.forEach((key, i) => {
    at += gaps[i] ?? FAST;
    const next = scanKey(state, key, at);
    state = next.state;
    if (next.code) codes.push(next.code);
  });
  return codes;
}
const feed = (keys: string[], gap: number) =>
  feedGaps(
    keys,
    keys.map(() => gap),
  );

describe('barcode scanner acting as a keyboard', () => {
  it('a fast burst of a ticket id ending in Enter is a scan', () => {
    expect(feed([...TICKET, 'Enter'], FAST)).toEqual([TICKET]);
  });
  it('a person typing at a normal pace is not a scan', () => {
    expect(feed([...TICKET, 'Enter'], SLOW)).toEqual([]);
  });
  it('too short a burst, one broken by another key, or one with letters (a typed name) is not a scan', () => {
    expect(feed([...'12345', 'Enter'], FAST)).toEqual([]);
    expect(feed([...TICKET.slice(0, 6), 'Shift', ...TICKET.slice(6), 'Enter'], FAST)).toEqual([]);
    expect(feed([...'shop1234', 'Enter'], FAST)).toEqual([]);
  });
  it('digits typed before a pause do not belong to the scan after it', () => {
    expect(feedGaps([...'99', ...TICKET, 'Enter'], [FAST, FAST, 5000])).toEqual([TICKET]);
  });
  it('a burst with a hiccup or two (a busy machine) is still the whole ticket, never a part of it', () => {
    const gaps = [...TICKET, 'Enter'].map((_, i) => (i === 4 || i === 9 ? 900 : FAST));
    expect(feedGaps([...TICKET, 'Enter'], gaps)).toEqual([TICKET]);
    // more hiccups than that read as a hand
    const many = [...TICKET, 'Enter'].map((_, i) => (i % 3 === 1 ? 900 : FAST));
    expect(many.filter((g) => g > SCAN_MAX_GAP_MS).length).toBeGreaterThan(SCAN_MAX_SLOW_GAPS);
    expect(feedGaps([...TICKET, 'Enter'], many)).toEqual([]);
  });
  // bodies spread over the id space, and every gap pattern of fast, slow and stalled keys in turn
  const bodies = Array.from({ length: 40 }, (_, i) =>
    String((i * 2_718_281_828_459 + 31_415) % 1e11).padStart(11, '0'),
  );
  const gapsOf = (i: number) => Array.from({ length: 14 }, (_, k) => [FAST, SLOW, 900][(i * 7 + k * k) % 3]!);

  it('a burst cut short or with a misread digit opens nothing, whatever its timing', () => {
    bodies.forEach((body, i) => {
      const id = ticketIdFromBody(body);
      for (let cut = 1; cut < 12; cut++) {
        for (const gaps of [gapsOf(i + cut), gapsOf(0).map(() => FAST)]) {
          expect(feedGaps([...id.slice(cut), 'Enter'], gaps)).toEqual([]);
          expect(feedGaps([...id.slice(0, -cut), 'Enter'], gaps)).toEqual([]);
          const misread = id.slice(0, cut) + String((Number(id[cut]) + 1 + (i % 9)) % 10) + id.slice(cut + 1);
          expect(feedGaps([...misread, 'Enter'], gaps)).toEqual([]);
        }
      }
    });
  });
  it('any complete ticket id scanned fast opens, after whatever digits came before', () => {
    bodies.forEach((body, i) => {
      const id = ticketIdFromBody(body);
      const before = body.slice(0, i % 9);
      expect(feed([...before, ...id, 'Enter'], FAST)).toEqual([id]);
    });
  });
  it("a ticket's payout code and a voucher's code are scans too; a misread one opens nothing", () => {
    const payout = secureCodeFrom('payout', '31415926535897932384');
    const voucher = secureCodeFrom('voucher', '27182818284590452353');
    expect(feed([...payout, 'Enter'], FAST)).toEqual([payout]);
    expect(feed([...voucher, 'Enter'], FAST)).toEqual([voucher]);
    expect(feed([...payout, 'Enter'], SLOW)).toEqual([]);
    for (let i = 0; i < payout.length; i++) {
      const misread = payout.slice(0, i) + String((Number(payout[i]) + 3) % 10) + payout.slice(i + 1);
      const read = feed([...misread, 'Enter'], FAST);
      // never the code it is not; at most the ticket id its tail happens to spell, which pays nothing
      expect(read.every((c) => c.length === 12)).toBe(true);
    }
  });
});
