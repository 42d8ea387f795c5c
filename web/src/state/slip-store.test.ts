import { beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_SLIP } from '@bet/shared';
import { useSlip } from './slip-store.ts';
import { toggleSlipSystem } from './slip-system.ts';

const request = { stake: 5, oddChangeOk: true, picks: [] };

describe('a slip whose bet is being checked by the shop terminal', () => {
  beforeEach(() => {
    useSlip.setState({ slip: { ...EMPTY_SLIP, stake: 500 }, checking: false, pending: null });
  });

  it('takes no change: its content stays what was sent', () => {
    const sent = useSlip.getState().slip;
    useSlip.getState().setChecking(true);
    useSlip.getState().setStake(1000);
    useSlip.getState().clear();
    toggleSlipSystem(2);
    useSlip.getState().replace(EMPTY_SLIP);
    expect(useSlip.getState().slip).toBe(sent);
  });

  it('keeps its request and key until the answer, then takes changes again', () => {
    const first = useSlip.getState().requestFor(request);
    useSlip.getState().setChecking(true);
    expect(useSlip.getState().requestFor(request)).toBe(first);
    useSlip.getState().setChecking(false);
    useSlip.getState().setStake(1000);
    expect(useSlip.getState().slip.stake).toBe(1000);
    // a definite answer: the next bet is a new one
    useSlip.getState().settle();
    expect(useSlip.getState().requestFor(request).idempotencyKey).not.toBe(first.idempotencyKey);
  });
});
