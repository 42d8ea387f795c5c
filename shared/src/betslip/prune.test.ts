import { describe, expect, it } from 'vitest';
import { goneReason, PICK_EXPIRY_MS, pruneSlip } from './prune.ts';
import { toggleSystemSize } from './system.ts';
import { pick } from './testing.ts';
import { EMPTY_SLIP } from './types.ts';

const NOW = Date.parse('2026-11-22T12:00:00Z');

describe('pruning (section 4)', () => {
  it('"entries older than 5 minutes are dropped on load"', () => {
    const slip = {
      ...EMPTY_SLIP,
      picks: [pick(1, 1.5, { addedAt: NOW - 6 * 60_000 }), pick(2, 1.5, { addedAt: NOW - 60_000 })],
    };
    expect(pruneSlip(slip, NOW, true).slip.picks.map((p) => p.matchId)).toEqual([2]);
    expect(pruneSlip(slip, NOW, false).slip).toBe(slip);
  });

  it('"The slip is pruned when matches start" and ended matches leave', () => {
    const started = pick(1, 1.5, { match: { ...pick(1, 1.5).match, matchDate: '2026-11-22T11:00:00Z' } });
    const ended = pick(2, 1.5, { match: { ...pick(2, 1.5).match, ttype: 'L', status: 'ended' } });
    const r = pruneSlip({ ...EMPTY_SLIP, picks: [started, ended, pick(3, 1.5)] }, NOW);
    expect(r.slip.picks.map((p) => p.matchId)).toEqual([3]);
    expect(r.messages[0]?.key).toBe('matchStarted');
  });

  it('an entry exactly 5 minutes old is kept', () => {
    const slip = { ...EMPTY_SLIP, picks: [pick(1, 1.5, { addedAt: NOW - PICK_EXPIRY_MS })] };
    expect(pruneSlip(slip, NOW, true).slip).toBe(slip);
  });

  it('a live pick is not pruned by its start time, and every ended status removes', () => {
    const live = pick(1, 1.5, {
      match: { ...pick(1, 1.5).match, ttype: 'L', status: '1p', matchDate: '2026-11-22T11:00:00Z' },
    });
    expect(goneReason(live, NOW)).toBeNull();
    for (const status of ['ended', 'interrupted', 'retired', 'walkover', 'after_ot'])
      expect(goneReason({ ...live, match: { ...live.match, status } }, NOW)).toBe('matchEnded');
  });

  it('a live football pick leaves in 4p (a 90-minute game has no fourth period); other sports stay', () => {
    const live = pick(1, 1.5, {
      match: { ...pick(1, 1.5).match, ttype: 'L', status: '4p', matchDate: '2026-11-22T11:00:00Z' },
    });
    expect(goneReason({ ...live, match: { ...live.match, sportId: 1 } }, NOW)).toBe('matchEnded');
    expect(goneReason({ ...live, match: { ...live.match, sportId: 3 } }, NOW)).toBeNull();
  });

  it('a system with too few picks left after pruning loses its sizes and bankers', () => {
    let slip = {
      ...EMPTY_SLIP,
      picks: [
        pick(1, 2),
        pick(2, 2),
        pick(3, 2, { match: { ...pick(3, 2).match, matchDate: '2026-11-22T11:00:00Z' } }),
      ],
    };
    slip = toggleSystemSize(slip, 3);
    expect(slip.system).toEqual([3]);
    expect(pruneSlip(slip, NOW).slip.system).toEqual([]);
  });
});
