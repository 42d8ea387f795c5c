import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_SLIP, type Coupon, type Market, type Match, type Outcome, type UserInfo } from '@bet/shared';
import { useNotify } from './notify-store.ts';
import { useSession } from './session-store.ts';
import { useSlip } from './slip-store.ts';
import { toggleSlipBanker, toggleSlipSystem } from './slip-system.ts';
import type * as ClientModuleNs from '../api/client.ts';

type ClientModule = typeof ClientModuleNs;

const byKey = vi.fn();
vi.mock('../api/client.ts', async (original) => ({
  ...(await original<ClientModule>()),
  client: { coupons: { byKey: (...args: unknown[]) => byKey(...args) } },
}));

const { recoverPlacement } = await import('./coupon-create.ts');

const limit = { minTip: 1, minStake: 1, maxStake: 1000, maxPay: 100_000, status: 1 };
const player = {
  userId: 7,
  userType: 'N',
  credit: 500,
  staketype: 1,
  limits: { single: limit, combine: limit, multiple: limit, system: limit, live: limit },
  minOdds: 1,
  maxOdds: 1000,
  maxOddsCoupon: { limit: 10_000 },
  bonus: { status: 0, minOdds: 1, rates: [] },
  system: { status: 1 },
} as unknown as UserInfo;

/** An open pre-match odd of match `id`, as the lists and the match page hold it. */
function odd(id: number): [Match, Market, Outcome] {
  const match = {
    id,
    homeTeam: `Home ${id}`,
    awayTeam: `Away ${id}`,
    sportId: 1,
    matchDate: new Date(Date.now() + 86_400_000).toISOString(),
    ttype: 'N',
    status: '',
    betStatus: 'started',
    active: true,
    iss: false,
    isv: true,
    minTip: 1,
  } as unknown as Match;
  const market = { id: id * 10, typeId: 1, name: 'MS', special: '', active: true, iss: false, isv: true };
  const outcome = { id: id * 100, name: '1', odd: 1.85, active: true, iss: false, isv: true };
  return [match, market as unknown as Market, outcome as unknown as Outcome];
}

const pickIds = () => useSlip.getState().slip.picks.map((p) => p.matchId);

beforeEach(() => {
  useSession.setState({ user: player });
  useSlip.setState({ slip: EMPTY_SLIP, creating: false, checking: false, pending: null, lastCoupon: null });
  useSlip.getState().toggle(...odd(1));
  useSlip.getState().toggle(...odd(2));
  useSlip.getState().setStake(1000);
  useNotify.getState().hide();
});
afterEach(() => {
  useSlip.setState({ creating: false });
  byKey.mockReset();
});

describe('a slip whose coupon is being placed', () => {
  it('takes no change from an odds button, the slip or the system choice, and says why', () => {
    const sent = useSlip.getState().slip;
    useSlip.setState({ creating: true });
    useSlip.getState().toggle(...odd(3));
    expect(useNotify.getState().message).toBe('slip.placingLocked');
    useSlip.getState().toggle(...odd(1));
    useSlip.getState().remove({ matchId: 2, marketId: 20, outcomeId: 200 });
    useSlip.getState().clear();
    useSlip.getState().setStake(2500);
    useSlip.getState().resetStake();
    useSlip.getState().replace(EMPTY_SLIP);
    toggleSlipSystem(1);
    toggleSlipBanker({ matchId: 1, marketId: 10, outcomeId: 100 });
    expect(useSlip.getState().slip).toBe(sent);
  });

  it('takes changes again once the answer came', () => {
    useSlip.setState({ creating: true });
    useSlip.getState().toggle(...odd(3));
    useSlip.setState({ creating: false });
    useSlip.getState().toggle(...odd(3));
    expect(pickIds()).toEqual([1, 2, 3]);
  });
});

describe('a coupon whose answer was lost, found placed later', () => {
  it('takes off the picks that were sent and keeps the ones put on the slip since', async () => {
    const sent = useSlip.getState().slip;
    useSlip.getState().requestFor({
      stake: 10,
      oddChangeOk: false,
      picks: sent.picks.map((p) => ({ ...p, ttype: p.match.ttype })),
    });
    useSlip.getState().markMaybePlaced();
    // the player clears the slip and builds another one before the lookup answers
    useSlip.getState().clear();
    useSlip.getState().toggle(...odd(3));
    useSlip.getState().toggle(...odd(4));
    byKey.mockResolvedValue({ ticketId: 'T-1' } as unknown as Coupon);
    expect(await recoverPlacement()).toBe(true);
    expect(useSlip.getState().lastCoupon?.ticketId).toBe('T-1');
    expect(useSlip.getState().pending).toBeNull();
    expect(pickIds()).toEqual([3, 4]);
  });

  it('with the same picks still on the slip, the slip is cleared as before', async () => {
    const sent = useSlip.getState().slip;
    useSlip.getState().requestFor({
      stake: 10,
      oddChangeOk: false,
      picks: sent.picks.map((p) => ({ ...p, ttype: p.match.ttype })),
    });
    useSlip.getState().markMaybePlaced();
    byKey.mockResolvedValue({ ticketId: 'T-2' } as unknown as Coupon);
    expect(await recoverPlacement()).toBe(true);
    expect(pickIds()).toEqual([]);
    expect(useSlip.getState().slip.stake).toBe(1000);
  });
});
