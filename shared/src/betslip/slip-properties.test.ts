import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateSlip } from './evaluate.ts';
import { addPick, removePick } from './picks.ts';
import { canToggleBanker, toggleBanker, toggleSystemSize } from './system.ts';
import { pick } from './testing.ts';
import { DEFAULT_USER, EMPTY_SLIP, sameMarket, type Slip, type SlipUser } from './types.ts';

const arbPick = fc.record({
  m: fc.integer({ min: 1, max: 6 }),
  mk: fc.integer({ min: 1, max: 3 }),
  o: fc.integer({ min: 1, max: 3 }),
});

const build = (adds: { m: number; mk: number; o: number }[]): Slip =>
  adds.reduce(
    (slip, a) =>
      addPick(slip, pick(a.m, 1.5, { mk: a.mk, o: a.m * 100 + a.mk * 10 + a.o }), DEFAULT_USER).slip,
    EMPTY_SLIP,
  );

describe('slip properties', () => {
  it('"One selection per market per match": a slip never holds two picks of one market', () => {
    fc.assert(
      fc.property(fc.array(arbPick, { maxLength: 30 }), (adds) => {
        const slip = build(adds);
        return slip.picks.every((p, i) => slip.picks.every((q, j) => i === j || !sameMarket(p, q)));
      }),
    );
  });

  it('adding then removing a pick restores the slip', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 50 }), { maxLength: 10 }),
        fc.integer({ min: 51, max: 60 }),
        (ids, extra) => {
          let slip = EMPTY_SLIP;
          for (const id of ids) slip = addPick(slip, pick(id, 1.5), DEFAULT_USER).slip;
          const added = addPick(slip, pick(extra, 2), DEFAULT_USER).slip;
          expect(removePick(added, pick(extra, 2))).toEqual(slip);
        },
      ),
    );
  });

  it('the slip stays plain data: it survives a JSON round trip and evaluates the same', () => {
    fc.assert(
      fc.property(
        fc.array(arbPick, { maxLength: 12 }),
        fc.integer({ min: 0, max: 50_000 }),
        (adds, stake) => {
          const slip = { ...build(adds), stake };
          const copy = JSON.parse(JSON.stringify(slip)) as Slip;
          expect(copy).toEqual(slip);
          expect(evaluateSlip(copy, DEFAULT_USER)).toEqual(evaluateSlip(slip, DEFAULT_USER));
        },
      ),
    );
  });

  it('bankers never exceed picks minus 2, whatever is toggled', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 14 }),
        fc.array(
          fc.oneof(fc.record({ banker: fc.nat(13) }), fc.record({ size: fc.integer({ min: 1, max: 10 }) })),
          {
            maxLength: 25,
          },
        ),
        (n, actions) => {
          let slip: Slip = { ...EMPTY_SLIP, picks: Array.from({ length: n }, (_, i) => pick(i + 1, 1.5)) };
          for (const a of actions) {
            if ('size' in a) slip = toggleSystemSize(slip, a.size);
            else {
              const target = slip.picks[a.banker % n]!;
              const before = slip;
              slip = toggleBanker(slip, target);
              if (!canToggleBanker(before, target)) expect(slip).toBe(before);
            }
          }
          const bankers = slip.picks.filter((p) => p.banker).length;
          // auto-picked bankers keep a system at 10 free picks; hand-set ones stay under picks - 2
          expect(bankers).toBeLessThanOrEqual(Math.max(n - 2, n - 10));
          if (slip.system.length === 0) expect(bankers).toBe(0);
          else expect(n - bankers).toBeLessThanOrEqual(10);
        },
      ),
    );
  });

  it('max pay never exceeds any cap, whatever the coupon type, bankers, stake or outcome limits', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            m: fc.integer({ min: 1, max: 8 }),
            odd: fc.integer({ min: 1010, max: 15_000 }),
            kombiMaxPay: fc.option(fc.integer({ min: 1000, max: 500_000 }), { nil: undefined }),
          }),
          { minLength: 1, maxLength: 10 },
        ),
        fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { maxLength: 3 }),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 500, max: 2_000_000 }),
        fc.constantFrom(0, 1),
        (rows, sizes, bankerCount, stake, userMaxPay, staketype) => {
          const picks = rows.map((r, i) =>
            pick(r.m, r.odd / 1000, {
              mk: i + 1,
              o: i + 1,
              banker: i < bankerCount,
              outcome: {
                name: '1',
                active: true,
                iss: false,
                isv: true,
                limits:
                  r.kombiMaxPay === undefined
                    ? undefined
                    : {
                        singleMinStake: 100,
                        singleMaxStake: 25_000,
                        singleMaxPay: r.kombiMaxPay,
                        kombiMinStake: 100,
                        kombiMaxStake: 25_000,
                        kombiMaxPay: r.kombiMaxPay,
                      },
              },
            }),
          );
          const limit = { ...DEFAULT_USER.limits.combine, maxPay: userMaxPay };
          const user: SlipUser = {
            ...DEFAULT_USER,
            staketype,
            bonus: { status: 1, percent: 5, tipCount: 2, minOdds: 1.2 },
            limits: { single: limit, combine: limit, multiple: limit, system: limit, live: limit },
          };
          const s = evaluateSlip({ picks, system: sizes, stake }, user);
          const caps = [
            userMaxPay,
            ...rows.flatMap((r) => (r.kombiMaxPay === undefined ? [] : [r.kombiMaxPay])),
          ];
          for (const cap of caps) expect(s.maxPay + s.bonusPay).toBeLessThanOrEqual(cap);
          if (s.creatable) expect(s.stakeTotal).toBe(s.stakePerBet * s.bets);
        },
      ),
    );
  });
});
