import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Match } from '../api/sports.ts';
import { pickFromMatch } from './from-match.ts';
import { matchEventUpdates } from './live-match.ts';
import { updatePicks } from './picks.ts';
import { goneReason, pruneSlip, startedSinceSeen } from './prune.ts';
import { EMPTY_SLIP } from './types.ts';

const NOW = Date.parse('2026-11-22T12:00:00Z');

/** A football match as the server lists it, with one 1X2 market. */
function match(over: Partial<Match> = {}): Match {
  return Match.parse({
    id: 7,
    code: 'A12',
    sportId: 1,
    sportName: 'Football',
    categoryId: 2,
    categoryName: 'England',
    tournamentId: 3,
    tournamentName: 'Premier League',
    matchDate: new Date(NOW + 3600_000).toISOString(),
    homeTeam: 'Arsenal',
    awayTeam: 'Chelsea',
    homeTeamId: 11,
    awayTeamId: 12,
    ttype: 'N',
    status: 'not_started',
    betStatus: 'started',
    active: true,
    iss: false,
    isv: true,
    score: null,
    time: null,
    oddCount: 1,
    minTip: 1,
    markets: [
      {
        id: 70,
        typeId: 1,
        name: '1X2',
        special: '',
        active: true,
        iss: false,
        isv: true,
        cashout: true,
        outcomes: [{ id: 700, name: '1', odd: 1.85, active: true, iss: false, isv: true }],
      },
    ],
    ...over,
  });
}

const pickOf = (m: Match, now: number) => pickFromMatch(m, m.markets[0]!, m.markets[0]!.outcomes[0]!, now);

/** The live `match` event the server pushes for a match in its current state. */
const eventOf = (m: Match) => ({
  id: m.id,
  status: m.status,
  betStatus: m.betStatus,
  score: m.score,
  time: m.time,
  iss: m.iss,
  isv: m.isv,
  ts: NOW,
  seq: 1,
});

describe('a pre-match pick whose match kicks off (section 4: "The slip is pruned when matches start")', () => {
  it('leaves the slip with matchStarted when the live feed says play has begun, before its listed time', () => {
    // The feed starts matches a little early or late; the listed time is still 10 minutes away.
    const seen = match({ matchDate: new Date(NOW + 600_000).toISOString() });
    const slip = { ...EMPTY_SLIP, picks: [pickOf(seen, NOW)] };
    const live = match({ ...seen, ttype: 'L', status: '1p', score: { home: 0, away: 0 } });
    const updated = updatePicks(slip, matchEventUpdates(slip.picks, [eventOf(live)]));
    const pruned = pruneSlip(updated, NOW);
    expect(pruned.slip.picks).toEqual([]);
    expect(pruned.messages).toEqual([
      { key: 'matchStarted', pick: { matchId: 7, marketId: 70, outcomeId: 700 } },
    ]);
  });

  it('the server refuses a pick seen pre-match once its match is live, and takes a pick seen live', () => {
    const live = pickOf(
      match({ ttype: 'L', status: '1p', matchDate: new Date(NOW - 60_000).toISOString() }),
      NOW,
    );
    expect(startedSinceSeen('N', live.match, NOW)).toBe(true);
    expect(startedSinceSeen('L', live.match, NOW)).toBe(false);
    // Flagged live before its listed time: still live.
    const early = pickOf(match({ ttype: 'L', status: '1p' }), NOW);
    expect(startedSinceSeen('N', early.match, NOW)).toBe(true);
    expect(startedSinceSeen('N', pickOf(match(), NOW).match, NOW)).toBe(false);
  });

  it('the slip and the server agree on every state the match can be in', () => {
    const preStatus = fc.constantFrom('', 'not_started');
    const liveStatus = fc.constantFrom(
      '1p',
      '2p',
      '4p',
      'paused',
      'pause1',
      'stopped',
      '1set',
      'ended',
      'after_ot',
    );
    const state = fc.oneof(
      fc.record({ ttype: fc.constant<'N'>('N'), status: preStatus }),
      fc.record({ ttype: fc.constant<'L'>('L'), status: liveStatus }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: -3 * 3600, max: 3 * 3600 }),
        state,
        fc.constantFrom<'started' | 'stopped' | 'paused'>('started', 'stopped', 'paused'),
        fc.integer({ min: 0, max: 600 }),
        (startsIn, now, betStatus, later) => {
          // The player put it on the slip while it was listed pre-match, some time before now.
          const seenAt = NOW - later * 1000;
          const listed = match({ matchDate: new Date(NOW + startsIn * 1000).toISOString() });
          fc.pre(Date.parse(listed.matchDate) > seenAt);
          const slip = { ...EMPTY_SLIP, picks: [pickOf(listed, seenAt)] };
          const current = match({ ...listed, ...now, betStatus });
          // The slip learns what the live feed pushes; the server reads its own match.
          const onSlip = updatePicks(slip, matchEventUpdates(slip.picks, [eventOf(current)])).picks[0]!;
          const serverRefuses = startedSinceSeen('N', pickOf(current, NOW).match, NOW);
          expect(goneReason(onSlip, NOW) !== null).toBe(serverRefuses);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
