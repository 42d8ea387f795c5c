import {
  NOTIFY,
  evaluateSlip,
  isBlocking,
  isShopUser,
  keyOf,
  sameOutcome,
  slipUserFromInfo,
  toMajor,
  toMinor,
  type Coupon,
  type CouponCreateRequest,
  type CouponCreateResponse,
  type CouponRefusalDetails,
  type Minor,
  type Slip,
  type UserInfo,
} from '@bet/shared';
import { ApiError, client } from '../api/client.ts';
import { onConnectionBack } from '../api/connection.ts';
import { queryClient } from '../api/query-client.ts';
import { apiKey } from '../api/query-keys.ts';
import { i18n } from '../i18n/i18n.ts';
import { platform } from '../platform/index.ts';
import { isSubmissionChecking } from '../terminal/submit-coupon.ts';
import { useFavorites } from './favorites-store.ts';
import { useNotify } from './notify-store.ts';
import { moneyText, refusalParams } from './money-text.ts';
import { notifyKey, notifyText } from './notify-text.ts';
import { useSession } from './session-store.ts';
import { oddsChangePolicy } from './odds-change-store.ts';
import {
  notifySlipMessages,
  requestContent,
  useSlip,
  type OddsMove,
  type PendingCreate,
  type StakeVoucher,
} from './slip-store.ts';
import { useUi } from './ui-store.ts';

let busy = false;
export const isCreating = () => busy;

/**
 * The creation flow of spec section 4: guests get the login popup; locked picks block; a second
 * tap while creating is ignored; success shows the message, refreshes the balance, keeps the last
 * coupon, clears the slip and puts started matches in favourites; a refusal shows the server's
 * keys, updates changed picks and logs out when the session is gone.
 */
export async function createCoupon(): Promise<boolean> {
  if (busy) return false;
  const session = useSession.getState();
  if (!session.user) {
    useUi.getState().openLoginPopup();
    return false;
  }
  const { slip, checking, stakeVoucher } = useSlip.getState();
  if (checking) {
    notifyKey(NOTIFY.warning, 'terminal.slipWaiting');
    return false;
  }
  const user = slipUserFromInfo(session.user);
  const summary = evaluateSlip(slip, user);
  if (summary.locked > 0) {
    notifyKey(NOTIFY.warning, 'thereAreLockedMatches');
    return false;
  }
  if (!summary.creatable) {
    notifySlipMessages(summary.messages.filter(isBlocking));
    return false;
  }
  // Odds the server refused stay on the slip until the player accepts them.
  if (pendingMoves().length > 0) {
    notifyKey(NOTIFY.warning, 'slip.oddsMoved');
    return false;
  }
  busy = true;
  useSlip.setState({ creating: true });
  useNotify.getState().show({ state: NOTIFY.waitingCoupon, message: 'sports.pleaseWaitCoupon' });
  const fresh = slipRequest(slip, summary.stake, stakeVoucher, session.user);
  // An earlier request with other choices may stand on the server (its answer never came): what
  // became of it is found out first, or a changed slip would be a second coupon under a new key.
  const earlier = useSlip.getState().pending;
  if (
    earlier &&
    earlier.content !== requestContent(fresh) &&
    !isShopUser(session.user) &&
    (earlier.maybePlaced || isOnline()) &&
    (await closeEarlier(earlier)) !== 'notPlaced'
  ) {
    busy = false;
    useSlip.setState({ creating: false });
    return false;
  }
  // One key per slip content until a definite answer: a retry after a lost answer must not bet twice.
  const body = useSlip.getState().requestFor(fresh);
  // Offline before it is sent, the browser does not send it; offline only after, it may be placed.
  const offlineBefore = !isOnline();
  try {
    // A shop user's ticket is printed about a second after the server confirmed it, by the platform.
    const res = isShopUser(session.user)
      ? await platform.placeShopCoupon(body)
      : await client.coupons.create(body);
    created(res, slip, body);
    return true;
  } catch (err) {
    if (isSubmissionChecking(err)) {
      // No answer is not a refusal: the slip shows that it is being checked, and stays as it is.
      useNotify.getState().hide();
      useSlip.getState().setChecking(true);
      return false;
    }
    if (isDefiniteRefusal(err)) {
      useSlip.getState().settle();
      // a spent, expired or unknown voucher pays nothing: the slip no longer offers it
      if (err instanceof ApiError && err.code.startsWith('voucher')) useSlip.getState().setStakeVoucher(null);
      showRefusal(err);
    } else if (offlineBefore && neverSent(err)) {
      // This tap sent nothing; the key stays all the same, as the browser's word is only a hint.
      // An earlier send of the same request whose answer was lost may stand all the same.
      if (
        useSlip.getState().pending?.request.idempotencyKey === body.idempotencyKey &&
        useSlip.getState().pending?.maybePlaced
      )
        notifyKey(NOTIFY.warning, 'slip.offlineMaybePlaced');
      else notifyKey(NOTIFY.error, 'slip.offlineNotSent');
    } else {
      useSlip.getState().markMaybePlaced();
      // The bet may stand on the server: say so; the next tap asks with the same key, and so does
      // the slip by itself once the connection is back (recoverPlacement).
      notifyKey(NOTIFY.warning, 'slip.answerLost');
    }
    return false;
  } finally {
    busy = false;
    useSlip.setState({ creating: false });
  }
}

/** The refused odd moves whose pick is still on the slip. */
function pendingMoves(): OddsMove[] {
  const { oddsMoves, slip } = useSlip.getState();
  return oddsMoves.filter((m) => slip.picks.some((p) => sameOutcome(p, m)));
}

/** The player took the new odds: the next Create sends them. */
export function acceptOddsMoves(): void {
  useSlip.getState().setOddsMoves([]);
}

/**
 * How long a reloaded slip keeps asking before it leaves the request for a new tap: a live bet waits
 * on the server (live_delay_ms, 3 s by default) before its coupon exists, so the first answer after
 * a reload in that wait is 'not found' although the bet is on its way.
 */
const RECOVERY_WAITS_MS = [1000, 1500, 2000, 3000];

/**
 * After a reload cut a placement's answer off, the slip still holds its request: the server is
 * asked for the coupon made with its idempotency key, again a few times while a live bet may still
 * be waiting. Found, the slip shows it as placed; not found, the request stays, so a new tap on
 * Create sends it again under the same key (and a tap while it is still asking is safe too).
 */
export async function recoverPlacement(): Promise<boolean> {
  for (const wait of [...RECOVERY_WAITS_MS, -1]) {
    const found = await lookUpPlacement();
    if (found !== 'notYet' || wait < 0) return found === 'placed';
    await new Promise((r) => setTimeout(r, wait));
  }
  return false;
}

async function lookUpPlacement(): Promise<'placed' | 'notYet' | 'stop'> {
  const { pending, checking } = useSlip.getState();
  const user = useSession.getState().user;
  // A shop terminal's queue answers for its own requests (resolveCheckingSubmission).
  if (!pending || checking || busy || !user || isShopUser(user)) return 'stop';
  busy = true;
  try {
    const coupon = await client.coupons.byKey({ idempotencyKey: pending.request.idempotencyKey });
    if (useSlip.getState().pending?.request.idempotencyKey !== pending.request.idempotencyKey) return 'stop';
    const { slip } = useSlip.getState();
    const now = slipRequest(slip, evaluateSlip(slip, slipUserFromInfo(user)).stake, null, user);
    showEarlierPlaced(coupon, slip.picks.length > 0 && requestContent(now) !== pending.content);
    return 'placed';
  } catch (e) {
    return e instanceof ApiError && e.status === 404 ? 'notYet' : 'stop';
  } finally {
    busy = false;
  }
}

/**
 * The connection is back after a request whose answer never came (the network or the server was
 * out of reach): the slip settles it by itself, as before a changed slip is sent. The server closes
 * its key unless a coupon holds it: placed, the slip shows the coupon; not placed, it says no bet
 * was taken and the picks may be sent again. The slip is held meanwhile.
 */
export async function settleAfterBreak(): Promise<void> {
  const pending = useSlip.getState().pending;
  const user = useSession.getState().user;
  if (!pending?.maybePlaced || busy || !user || isShopUser(user)) return;
  busy = true;
  useSlip.setState({ creating: true });
  try {
    if ((await closeEarlier(pending)) === 'notPlaced') notifyKey(NOTIFY.warning, 'slip.notPlaced');
  } finally {
    busy = false;
    useSlip.setState({ creating: false });
  }
}

onConnectionBack(() => void settleAfterBreak());

/** The browser's word that it is online (a hint only: requests may fail all the same). */
const isOnline = () => typeof navigator === 'undefined' || navigator.onLine;

/** The request the slip stands for, without its idempotency key. */
function slipRequest(
  slip: Slip,
  stake: Minor,
  stakeVoucher: StakeVoucher | null,
  user: UserInfo,
): Omit<CouponCreateRequest, 'idempotencyKey'> {
  const policy = oddsChangePolicy();
  return {
    // "stake is the total stake, or the stake per bet when the user's staketype says so"
    stake: toMajor(stake),
    // the player's choice; the older flag says the same to a server that predates it
    oddChangeOk: policy === 'always',
    oddsChange: policy,
    ...(slip.system.length > 0 ? { system: slip.system } : {}),
    picks: slip.picks.map((p) => ({
      matchId: p.matchId,
      marketId: p.marketId,
      outcomeId: p.outcomeId,
      odd: p.odd,
      banker: p.banker,
      // what the player saw: a pre-match pick whose match went live is refused, not taken live
      ttype: p.match.ttype,
    })),
    ...(stakeVoucher && isShopUser(user)
      ? { voucher: { code: stakeVoucher.code, terminalNo: stakeVoucher.terminalNo } }
      : {}),
  };
}

/**
 * Settles the slip's earlier request for good before a changed slip is sent: the server closes its
 * key unless a coupon holds it, so it can never make one afterwards. Placed, the slip shows that
 * coupon and sends nothing; not placed, the key is dropped; unknown (offline, no answer), the slip
 * still says the coupon may already be placed, and the changed slip is not sent.
 */
async function closeEarlier(earlier: PendingCreate): Promise<'placed' | 'notPlaced' | 'unknown'> {
  const key = earlier.request.idempotencyKey;
  if (!isOnline()) {
    notifyKey(NOTIFY.warning, 'slip.offlineMaybePlaced');
    return 'unknown';
  }
  try {
    const coupon = await client.coupons.closeKey({ idempotencyKey: key });
    useNotify.getState().hide();
    if (useSlip.getState().pending?.request.idempotencyKey === key) showEarlierPlaced(coupon, true);
    return 'placed';
  } catch (err) {
    if (err instanceof ApiError && err.status === 410) {
      useSlip.getState().settle();
      return 'notPlaced';
    }
    if (err instanceof ApiError && err.status === 401) showRefusal(err);
    else notifyKey(NOTIFY.warning, isOnline() ? 'slip.answerLost' : 'slip.offlineMaybePlaced');
    return 'unknown';
  }
}

/**
 * The slip's earlier request had made a coupon: the slip shows it (its ticket and a link), leaves
 * that request behind and drops the picks it was sent with, so that another bet is a new, deliberate
 * one. Picks the player put on the slip since (after Clear all) were not part of it and stay.
 * `changesNotSent`: the player had changed the slip since; those changes were not sent.
 */
function showEarlierPlaced(coupon: Coupon, changesNotSent: boolean): void {
  const pending = useSlip.getState().pending;
  const sent = pending?.sent ?? pending?.request.picks ?? [];
  useSlip.getState().settle();
  useSlip.getState().setOddsMoves([]);
  useSlip.getState().setLastCoupon({
    ticketId: coupon.ticketId,
    coupon,
    recovered: true,
    ...(changesNotSent ? { changesNotSent } : {}),
  });
  useSlip.getState().dropPlaced(sent);
  // the warning that it may have been placed is answered now; with new picks on the slip, the
  // coupon view is not shown, so the notice says it instead
  const shown = useNotify.getState().message;
  if (useSlip.getState().slip.picks.length > 0) notifyKey(NOTIFY.warning, 'slip.earlierPlaced');
  else if (shown === 'slip.answerLost' || shown === 'slip.offlineMaybePlaced') useNotify.getState().hide();
  void useSession.getState().refresh();
}

/** What a placed coupon does to the slip, however its answer came. */
function created(res: CouponCreateResponse, slip: Slip, body?: CouponCreateRequest): void {
  useSlip.getState().settle();
  // paid with a voucher: it is spent, and its change came back as a voucher (printed by the terminal)
  if (res.changeVoucher || body?.voucher) useSlip.getState().setStakeVoucher(null);
  if (res.changeVoucher)
    notifyKey(NOTIFY.success, 'terminal.voucherIssued', {
      amount: moneyText(toMinor(res.changeVoucher.amount)),
    });
  else notifyKey(NOTIFY.success, 'sports.couponCreated');
  // The answer carries the new balance and the coupon as its detail shows it: nothing is read again.
  if (res.credit !== undefined) useSession.getState().setCredit(res.credit);
  else void useSession.getState().refresh();
  queryClient.setQueryData(apiKey(client.coupons.get.callName, [{ ticketId: res.ticketId }]), res.coupon);
  const started = slip.picks.filter((p) => p.match.ttype === 'L').map((p) => p.matchId);
  if (started.length) useFavorites.getState().add(started);
  useSlip.getState().setLastCoupon({ ticketId: res.ticketId, coupon: res.coupon });
  useSlip.getState().setOddsMoves([]);
  // the slip is held while the coupon is made: what it shows is what was sent
  useSlip.getState().dropPlaced(slip.picks);
}

/**
 * Asks the terminal's queue again about the slip's bet whose fate was unknown. The queue answers
 * for the same key without sending anything new: still checking (nothing changes), placed (the
 * slip shows the coupon; the terminal printed it once, by itself) or not placed (no stake was
 * taken; the slip may be placed again, under a new key).
 */
export async function resolveCheckingSubmission(): Promise<void> {
  const { checking, pending, slip } = useSlip.getState();
  if (!checking || busy) return;
  if (!pending) return useSlip.getState().setChecking(false);
  busy = true;
  try {
    const res = await platform.placeShopCoupon(pending.request);
    useSlip.getState().setChecking(false);
    created(res, slip, pending.request);
  } catch (err) {
    // Still open, or the queue could not be asked: the next change of its list asks again.
    if (!isDefiniteRefusal(err)) return;
    useSlip.getState().setChecking(false);
    useSlip.getState().settle();
    showRefusal(err);
  } finally {
    busy = false;
  }
}

/**
 * A 4xx is the server's word that it made no coupon; a network error, a timeout or a 5xx says
 * nothing about whether it did, so the pending request and its key are kept for the retry.
 */
function isDefiniteRefusal(err: unknown): boolean {
  return err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 408;
}

/**
 * The browser was offline and the request failed before any answer: it never left, so no bet
 * was taken. A timeout or a connection cut after sending keeps the "may have been placed" answer.
 */
function neverSent(err: unknown): boolean {
  return (
    err instanceof ApiError &&
    err.failure === 'network' &&
    err.beforeAnswer &&
    typeof navigator !== 'undefined' &&
    !navigator.onLine
  );
}

function showRefusal(err: unknown): void {
  if (!(err instanceof ApiError) || err.status === 0) {
    // no answer: offline or out of reach says so (noConnection), anything else is a fault
    notifyKey(NOTIFY.error, err instanceof ApiError ? err.code : 'technicalError');
    return;
  }
  if (!err.login || err.status === 401) {
    useSession.getState().expired();
    useNotify.getState().hide();
    useUi.getState().openLoginPopup();
    return;
  }
  const details = err.details as CouponRefusalDetails;
  if (err.code === 'oddsChanged' && details.changed?.length) {
    // what the player saw beside what it is now, until the player accepts the new odds
    const seen = useSlip.getState().slip.picks;
    const moves: OddsMove[] = details.changed.flatMap((c) => {
      const p = seen.find((x) => sameOutcome(x, c));
      return p && p.odd !== c.odd ? [{ ...keyOf(c), from: p.odd, to: c.odd }] : [];
    });
    useSlip.getState().setOddsMoves(moves);
  }
  if (details.changed?.length) useSlip.getState().update(details.changed.map((c) => ({ ...c })));
  const picks = useSlip.getState().slip.picks;
  const lines = (details.couponErrors ?? []).map((e) => {
    const p = picks.find((x) => x.matchId === e.mid);
    const text = i18n.exists(e.msg) ? i18n.t(e.msg) : e.msg;
    return p ? `${p.match.home}-${p.match.away} ${text}` : text;
  });
  // "Match already started: Remove from coupon": the server saw the kick-off first.
  for (const e of details.couponErrors ?? [])
    if (e.msg === 'matchStarted') useSlip.getState().removeMatch(e.mid);
  if (lines.length) {
    useNotify.getState().show({ state: NOTIFY.couponError, message: lines.join('\n') });
    useSlip.getState().setRefusal(lines.join('\n'));
    return;
  }
  notifyKey(NOTIFY.couponError, err.code, refusalParams(err.code, err.details), err.serverMessage);
  useSlip.getState().setRefusal(notifyText(useNotify.getState()));
}
