import { describe, expect, it } from 'vitest';
import {
  addPick,
  clearSlip,
  dropSentPicks,
  removePick,
  replacePick,
  togglePick,
  updatePicks,
} from './picks.ts';
import { toggleBanker, toggleSystemSize } from './system.ts';
import { pick } from './testing.ts';
import { DEFAULT_USER, EMPTY_SLIP } from './types.ts';

const user = DEFAULT_USER;

describe('adding and removing picks (section 5)', () => {
  it('adds a bettable pick', () => {
    const { slip, messages } = addPick(EMPTY_SLIP, pick(1, 1.85), user);
    expect(slip.picks).toHaveLength(1);
    expect(messages).toEqual([]);
  });

  it('"a duplicate selection is rejected"', () => {
    const once = addPick(EMPTY_SLIP, pick(1, 1.85), user).slip;
    const twice = addPick(once, pick(1, 1.85), user);
    expect(twice.slip).toBe(once);
    expect(twice.messages[0]?.key).toBe('noSelectSoTips');
  });

  it('"One selection per market per match": another outcome of the market replaces the pick', () => {
    const a = addPick(EMPTY_SLIP, pick(1, 1.85, { o: 1 }), user).slip;
    const b = addPick(a, pick(1, 3.4, { o: 2 }), user).slip;
    expect(b.picks.map((p) => p.outcomeId)).toEqual([2]);
  });

  it('a second market of the same match is allowed (a multiple)', () => {
    const a = addPick(EMPTY_SLIP, pick(1, 1.85), user).slip;
    const b = addPick(a, pick(1, 1.7, { mk: 99, o: 999 }), user).slip;
    expect(b.picks).toHaveLength(2);
  });

  it('"Suspended or invisible odds cannot be added" (noSelectSoTips)', () => {
    for (const bad of [
      pick(1, 1.85, { outcome: { name: '1', active: true, iss: true, isv: true } }),
      pick(1, 1.85, { market: { typeId: 1, name: '', special: '', active: true, iss: false, isv: false } }),
      pick(1, 1.005),
    ]) {
      const r = addPick(EMPTY_SLIP, bad, user);
      expect(r.slip.picks).toHaveLength(0);
      expect(r.messages[0]?.key).toBe('noSelectSoTips');
    }
  });

  it('"Adding beyond the limit is refused with message choosetypesError including the count"', () => {
    let slip = EMPTY_SLIP;
    for (let m = 1; m <= 20; m++) slip = addPick(slip, pick(m, 1.5), user).slip;
    const r = addPick(slip, pick(21, 1.5), user);
    expect(r.slip.picks).toHaveLength(20);
    expect(r.messages).toEqual([{ key: 'choosetypesError', params: { count: 20 } }]);
  });

  it('toggles, removes and clears', () => {
    const a = togglePick(EMPTY_SLIP, pick(1, 1.85), user).slip;
    expect(a.picks).toHaveLength(1);
    expect(togglePick(a, pick(1, 1.85), user).slip.picks).toHaveLength(0);
    expect(removePick(a, pick(1, 1.85)).picks).toHaveLength(0);
    expect(clearSlip({ ...a, stake: 500 })).toEqual({ picks: [], system: [], stake: 500 });
  });

  it('"Adding beyond the limit" of a multiple is capped at 27 picks, of a system at 20', () => {
    let slip = EMPTY_SLIP;
    for (let m = 1; m <= 9; m++)
      for (let mk = 1; mk <= 3; mk++)
        slip = addPick(slip, pick(m, 1.5, { mk: m * 10 + mk, o: m * 100 + mk }), user).slip;
    expect(slip.picks).toHaveLength(27);
    const r = addPick(slip, pick(10, 1.5), user);
    expect(r.slip).toBe(slip);
    expect(r.messages).toEqual([{ key: 'choosetypesError', params: { count: 27 } }]);
  });

  it('refuses a pick whose odd is outside the user limits, slip unchanged', () => {
    const r = addPick(EMPTY_SLIP, pick(1, 1.2), { ...user, minOdds: 1.3 });
    expect(r.slip).toBe(EMPTY_SLIP);
    expect(r.messages).toEqual([
      { key: 'minLimit', params: { limit: 1.3 }, pick: { matchId: 1, marketId: 10, outcomeId: 100 } },
    ]);
  });
});

describe('replacing a pick', () => {
  it("puts the new pick in the old one's place and keeps its banker flag", () => {
    let slip = EMPTY_SLIP;
    for (const m of [1, 2, 3, 4]) slip = addPick(slip, pick(m, 2), user).slip;
    slip = toggleBanker(toggleSystemSize(slip, 2), pick(2, 2));
    const r = replacePick(slip, pick(2, 2), pick(5, 3.5), user);
    expect(r.messages).toEqual([]);
    expect(r.slip.picks.map((p) => [p.matchId, p.banker])).toEqual([
      [1, false],
      [5, true],
      [3, false],
      [4, false],
    ]);
    expect(r.slip.system).toEqual([2]);
  });

  it('another outcome of the same market replaces in place', () => {
    const slip = [1, 2, 3].reduce((s, m) => addPick(s, pick(m, 2), user).slip, EMPTY_SLIP);
    const r = replacePick(slip, pick(2, 2), pick(2, 3.1, { o: 777 }), user);
    expect(r.slip.picks.map((p) => p.outcomeId)).toEqual([100, 777, 300]);
  });

  it('is refused like an add (slip unchanged) and adds when the old pick is gone', () => {
    const slip = addPick(EMPTY_SLIP, pick(1, 2), user).slip;
    const locked = pick(2, 2, { match: { ...pick(2, 2).match, iss: true } });
    const refused = replacePick(slip, pick(1, 2), locked, user);
    expect(refused.slip).toBe(slip);
    expect(refused.messages[0]?.key).toBe('noSelectSoTips');
    expect(replacePick(slip, pick(9, 2), pick(3, 2), user).slip.picks.map((p) => p.matchId)).toEqual([1, 3]);
  });
});

describe('live updates', () => {
  it('apply to the picks they name and leave the rest alone', () => {
    const slip = [1, 2].reduce((s, m) => addPick(s, pick(m, 2), user).slip, EMPTY_SLIP);
    const next = updatePicks(slip, [
      { matchId: 1, marketId: 10, outcomeId: 100, odd: 2.2, market: { iss: true } },
      { matchId: 1, marketId: 11, outcomeId: 0, market: { isv: false } },
    ]);
    expect(next.picks[0]).toMatchObject({ odd: 2.2, market: { iss: true, isv: true } });
    expect(next.picks[1]).toBe(slip.picks[1]);
    expect(updatePicks(slip, [])).toBe(slip);
  });
});

describe('the slip once a coupon it sent stands (dropSentPicks)', () => {
  const sentAt = Date.parse('2026-11-22T12:00:00Z');
  const sent = [pick(1, 1.85), pick(2, 2.1)];
  const keys = sent.map((p) => ({
    matchId: p.matchId,
    marketId: p.marketId,
    outcomeId: p.outcomeId,
    addedAt: p.addedAt,
  }));

  it('takes the sent picks off and keeps the stake, as Clear all does', () => {
    const slip = { ...EMPTY_SLIP, picks: sent, stake: 1000, stakeSet: true };
    expect(dropSentPicks(slip, keys)).toEqual(clearSlip(slip));
  });

  it('keeps picks put on the slip after the request went out', () => {
    const added = pick(3, 1.5, { addedAt: sentAt + 60_000 });
    // the same outcome as a sent pick, taken off and put on again: a new pick
    const again = pick(1, 1.9, { addedAt: sentAt + 90_000 });
    const slip = { ...EMPTY_SLIP, picks: [added, again], stake: 2500, stakeSet: true };
    expect(dropSentPicks(slip, keys)).toBe(slip);
    const mixed = { ...slip, picks: [sent[1]!, added] };
    expect(dropSentPicks(mixed, keys).picks).toEqual([added]);
    expect(dropSentPicks(mixed, keys).stake).toBe(2500);
  });

  it("a request kept without the picks' times matches by outcome", () => {
    const slip = { ...EMPTY_SLIP, picks: [pick(1, 1.85, { addedAt: sentAt + 1 }), pick(3, 1.5)] };
    expect(
      dropSentPicks(slip, [{ matchId: 1, marketId: 10, outcomeId: 100 }]).picks.map((p) => p.matchId),
    ).toEqual([3]);
  });

  it('a system choice the remaining picks cannot hold is dropped', () => {
    const three = [...sent, pick(3, 1.5, { addedAt: sentAt + 5 })];
    const system = toggleSystemSize({ ...EMPTY_SLIP, picks: three }, 2);
    expect(system.system).toEqual([2]);
    expect(dropSentPicks(system, keys).system).toEqual([]);
  });
});
