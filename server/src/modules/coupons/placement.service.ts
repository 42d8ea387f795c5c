import { createHash } from 'node:crypto';
import { randomDigits } from '../../infra/random-digits.ts';
import {
  SECURE_CODE_RANDOM_DIGITS,
  secureCodeFrom,
  COUPON_STATUS,
  LINE_STATUS,
  acceptsOddsChange,
  evaluateSlip,
  narrowLimitSets,
  hasProduct,
  isBlocking,
  oddsChangePolicyOf,
  keyOf,
  pickFromMatch,
  startedSinceSeen,
  ticketIdFromBody,
  TICKET_ID_LENGTH,
  toMinor,
  type CouponCreateRequest,
  type Slip,
  type SlipMessage,
  type SlipPick,
  roundToThousandths,
  toMajor,
  percentToHundredths,
  toFlag,
  MATCH_STATUS,
  couponReportProduct,
} from '@bet/shared';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { CouponLinesTable, CouponsTable } from '../../db/tables/coupons.ts';
import { AppError, refused } from '../../http/errors.ts';
import type { AuthUser, RateLimiter } from '../auth/index.ts';
import { keptBettingProfile } from '../users/index.ts';
import {
  balanceOfUser,
  InsufficientBalanceError,
  inTransaction,
  postMovement,
  SERVICE,
} from '../wallet/index.ts';
import { assertMayStake, keptStakeRules } from '../responsible-gaming/index.ts';
import { assertShiftOpen, recordShiftCash } from '../shifts/index.ts';
import { assertKioskMayBet } from '../terminals/index.ts';
import { stakeFromVoucher, voucherForBet } from '../vouchers/index.ts';
import type { SportsService } from '../sports/index.ts';
import { couponNotPlaced } from './coupon-keys.ts';
import { couponSettings } from './coupon-settings.ts';
import { slipUserOf } from './slip-user.ts';
import { lockErrors, shapedSlip } from './slip-checks.ts';
import { effectiveLimitsFor, matchTotalOf } from './slip-limits.ts';
import { keyHoldersAndBalance, storePlacement, type KeyHolder } from './placement-queries.ts';

/** A ticket's payout code: twenty digits from the system's cryptographic source, kind and check digit around them. */
const newPayoutCode = () => secureCodeFrom('payout', randomDigits(SECURE_CODE_RANDOM_DIGITS));

export interface Placed {
  couponId: number;
  ticketId: string;
  /** false when an earlier request with the same key made it */
  created: boolean;
  /**
   * What this request wrote, as the database returned it on writing (so the answer needs no
   * second read): the coupon, its lines and the balance after the stake. Absent for a repeat.
   */
  made?: {
    coupon: Selectable<CouponsTable>;
    lines: Selectable<CouponLinesTable>[];
    balanceAfter: number;
    /** a coupon paid with a voucher: the change voucher's code, when it held more than the stake */
    changeCode: string | null;
  };
}

type ChangedPick = { matchId: number; marketId: number; outcomeId: number; odd: number };

/**
 * Takes a coupon: re-reads every pick from the server's own odds, runs the shared slip engine on
 * them, checks what only the server knows (credit, match limits, repeats), and in one transaction
 * debits the stake through the ledger and stores the coupon. A repeated idempotency key returns
 * the first coupon and never debits twice; a refused coupon changes nothing.
 */
export async function placeCoupon(
  ctx: AppContext,
  sports: SportsService,
  user: AuthUser,
  req: CouponCreateRequest,
  /** when the coupon is made: now, except for the simulated world's past (modules/history) */
  now = Date.now(),
  /** counts the codes tried, for a coupon paid with a voucher (none without: no voucher is taken) */
  limiter?: RateLimiter,
  /** the address the request came from, kept with the wager record */
  ip: string | null = null,
): Promise<Placed> {
  const db = ctx.database.db;
  const requestHash = hashOf(req);
  const holders = await keyHoldersAndBalance.all(db, { userId: user.id, key: req.idempotencyKey });
  const existing = couponOfKey(holders);
  if (existing) return sameRequest(existing, requestHash);
  // A terminal closed this key after losing the answer: this is that request arriving late.
  if (isKeyClosed(holders)) throw couponNotPlaced();

  // A bet taken at a shop counter is cash in the cashier's till: no open shift, no bet (said
  // before the live delay; the movement itself is written with the coupon below).
  const atCounter = user.userType === 'F';
  if (atCounter) await assertShiftOpen(db, user.id);
  // A kiosk with a build the operator did not approve, or a printer fault, takes no bets (GLI-20).
  if (atCounter) await assertKioskMayBet(ctx.database, user.id);
  // A voucher pays only at its own shop's counter; a spent or expired one is refused before the
  // odds are read (the redemption itself is decided with the coupon, below).
  if (req.voucher && (!atCounter || !limiter)) throw refused('voucherCodeWrong');
  if (req.voucher) await voucherForBet(db, limiter!, user, req.voucher.code);

  // Settings, the profile, the operator's limits and the odds come from memory kept current by
  // committed writes and feed events.
  const settings = await couponSettings(ctx.database);
  const profile = await keptBettingProfile(ctx.database, user.id);
  let slip = await readSlip(sports, req, now);
  const liveSports = slip.picks.filter((p) => p.match.ttype === 'L').map((p) => p.match.sportId);
  const liveDelayMs = sports.catalogue.liveDelayFor(liveSports, settings.liveDelayMs);
  if (liveSports.length > 0 && liveDelayMs > 0) {
    // Live bets wait, then face the odds of that moment (a goal in between must not be bet on at the old price).
    await new Promise((r) => setTimeout(r, liveDelayMs));
    slip = await readSlip(sports, req, Date.now());
  }
  // The balance came with the key's holders, unless a live delay made it old.
  const credit =
    liveSports.length > 0 && liveDelayMs > 0 ? await balanceOfUser(db, user.id) : balanceOf(holders);

  const picks = slip.picks;
  const moves = picks
    .map((p, i) => ({ ...keyOf(p), odd: p.odd, sent: req.picks[i]!.odd }))
    .filter((p) => roundToThousandths(p.odd) !== roundToThousandths(p.sent));
  const changed: ChangedPick[] = moves.map(({ sent: _sent, ...p }) => p);
  // The player's choice decides: every move, only rises, or none; a refusal lists every new odd.
  const policy = oddsChangePolicyOf(req);
  if (moves.some((m) => !acceptsOddsChange(policy, m))) throw refused('oddsChanged', { changed });

  const live = picks.some((p) => p.match.ttype === 'L');
  if (
    (live &&
      !hasProduct({ userType: user.userType, onlineUser: 1, products: profile.products }, 'liveUser')) ||
    (!live &&
      !hasProduct({ userType: user.userType, onlineUser: 1, products: profile.products }, 'sportUser'))
  )
    throw refused('productClosed');

  // read before the transaction: on SQLite a read outside it would wait for its connection
  const stakeRules = await keptStakeRules(ctx.database, user.id);
  // The operator's limits on these picks and this player narrow the player's own (the strictest wins).
  const limits = await effectiveLimitsFor(ctx.database, sports, user.id, picks, settings.matchStakeLimit);
  const own = slipUserOf(profile, credit);
  const summary = evaluateSlip(slip, { ...own, limits: narrowLimitSets(own.limits, limits) });
  const stake = toMinor(req.stake);
  // The stake's own refusals come below, with their amounts as numbers as the API speaks them.
  const later = new Set(['notEnoughCredit', 'minStakeError', 'maxStakeError']);
  const refusal = summary.messages.find((m) => isBlocking(m) && !later.has(m.key));
  if (refusal) throw slipRefusal(refusal, summary.messages, picks, changed);
  // Whatever the engine would not create without naming a rule is still not created.
  if (summary.counted === 0 || summary.bets <= 0 || summary.stakePerBet <= 0)
    throw refused('noSelectSoTips', { changed });
  if (stake < summary.minStake) throw refused('minStakeError', { stake: toMajor(summary.minStake), changed });
  if (stake > summary.maxStake) throw refused('maxStakeError', { stake: toMajor(summary.maxStake), changed });
  if (summary.messages.some((m) => m.key === 'maxPayStakeReduced'))
    throw refused('maxPayStakeReduced', { stake: toMajor(summary.stakeTotal), changed });
  if (summary.stakeTotal > credit) throw refused('notEnoughCredit', { changed });

  const signature = signatureOf(picks, slip.system);
  const ticketId = newTicketId();
  try {
    // One short write; on SQLite it may share its commit with placements arriving at the same
    // moment, and the answer waits for that commit.
    const made = await inTransaction(
      ctx.database,
      async (trx) => {
        // The debit comes first: it locks the player's account row until commit, so the player's
        // placements run one at a time from here and the repeat and per-match checks below see
        // every coupon committed before (PostgreSQL); SQLite runs write transactions one at a time.
        const stakeMovement = {
          userId: user.id,
          amount: -summary.stakeTotal,
          type: 'stake',
          service: SERVICE.sport,
          reference: ticketId,
          actorId: user.id,
          product: couponReportProduct(live),
          at: now,
        };
        const { balanceAfter, accountId } = await postMovement(trx, { ...stakeMovement, reportLast: true });
        // responsible gaming, after the debit holds the account: exclusions, stake and loss limits
        await assertMayStake(
          trx,
          { userId: user.id, currency: user.currency },
          summary.stakeTotal,
          ticketId,
          now,
          stakeRules,
        );
        if (atCounter)
          await recordShiftCash(trx, {
            userId: user.id,
            kind: 'bet',
            amount: summary.stakeTotal,
            reference: ticketId,
            at: now,
          });
        const paidWith = req.voucher
          ? await stakeFromVoucher(
              trx,
              {
                code: req.voucher.code,
                userId: user.id,
                terminalNo: req.voucher.terminalNo,
                ticketId,
                stake: summary.stakeTotal,
              },
              now,
            )
          : null;
        // Everything else it writes. The refusals on what that answers come after: a refusal
        // undoes the writes with everything else.
        const { coupon, lines, sameWaiting, totals } = await storePlacement(trx, {
          coupon: {
            ticket_id: ticketId,
            user_id: user.id,
            idempotency_key: req.idempotencyKey,
            request_hash: requestHash,
            signature,
            ticket_type: summary.type,
            is_live: toFlag(live),
            status: COUPON_STATUS.waiting,
            total_stake: summary.stakeTotal,
            stake_per_bet: summary.stakePerBet,
            bets: summary.bets,
            total_odds: String(roundToThousandths(summary.totalOdds)),
            max_pay: summary.maxPay,
            bonus_percent: percentToHundredths(summary.bonusPercent),
            bonus_pay: summary.bonusPay,
            system_combi: slip.system.join(','),
            income: 0,
            created_at: now,
            settled_at: null,
            payout_code: newPayoutCode(),
            channel: atCounter ? 'terminal' : 'web',
            ip: ip === null ? null : ip.slice(0, 64),
            key_at: Date.now(),
          },
          lines: picks.map((p) => ({
            user_id: user.id,
            match_id: p.matchId,
            market_id: p.marketId,
            outcome_id: p.outcomeId,
            odd: roundToThousandths(p.odd),
            banker: toFlag(p.banker),
            is_live: toFlag(p.match.ttype === 'L'),
            status: LINE_STATUS.waiting,
            home: p.match.home,
            away: p.match.away,
            match_date: Date.parse(p.match.matchDate),
            sport_id: p.match.sportId,
            market_type_id: p.market.typeId,
            market_name: p.market.name,
            outcome_name: p.outcome.name,
            special: p.market.special,
            result: null,
            factor: null,
          })),
          // the dealers' shared report rows: held from here to the commit only
          stake: {
            accountId,
            path: user.path,
            type: stakeMovement.type,
            amount: stakeMovement.amount,
            reference: ticketId,
            at: now,
            product: stakeMovement.product,
          },
          matchIds: [...new Set(picks.map((p) => p.matchId))].sort((a, b) => a - b),
        });
        if (sameWaiting >= settings.sameCouponLimit)
          throw refused('sameCouponLimit', { count: settings.sameCouponLimit });
        // each match's total against the strictest of the site's and the operator's limits on it
        const full = totals
          .filter((t) => t.stake > matchTotalOf(limits, t.match_id))
          .map((t) => ({ mid: t.match_id, msg: 'matchLimitFull' }));
        if (full.length) throw refused('matchLimitFull', { couponErrors: full });
        const balance = paidWith ? await balanceOfUser(trx, user.id) : balanceAfter;
        return { coupon, lines, balanceAfter: balance, changeCode: paidWith?.changeCode ?? null };
      },
      { grouped: true },
    );
    return { couponId: Number(made.coupon.id), ticketId, created: true, made };
  } catch (err) {
    if (err instanceof InsufficientBalanceError) throw refused('notEnoughCredit', { changed });
    // A concurrent request with the same key won the race: answer with its coupon.
    const after = await keyHoldersAndBalance.all(db, { userId: user.id, key: req.idempotencyKey });
    const raced = couponOfKey(after);
    if (raced) return sameRequest(raced, requestHash);
    // ...or a terminal closed the key meanwhile: nothing was stored, nothing debited.
    if (!(err instanceof AppError) && isKeyClosed(after)) throw couponNotPlaced();
    throw err;
  }
}

/** The picks as the server sees them now, in the order they were sent, shaped as the slip allows. */
async function readSlip(sports: SportsService, req: CouponCreateRequest, now: number): Promise<Slip> {
  const picks: SlipPick[] = [];
  const missing: Array<{ mid: number; msg: string }> = [];
  for (const p of req.picks) {
    const ref = sports.view.getOutcome(p.matchId, p.marketId, p.outcomeId);
    if (!ref) {
      missing.push({ mid: p.matchId, msg: 'notFoundMatch' });
      continue;
    }
    if (ref.match.status === MATCH_STATUS.cancelled || ref.match.result?.status === MATCH_STATUS.cancelled) {
      missing.push({ mid: p.matchId, msg: 'matchCancelled' });
      continue;
    }
    const pick = pickFromMatch(ref.match, ref.market, ref.outcome, now);
    pick.outcome.limits = ref.limits;
    picks.push(pick);
  }
  if (missing.length) throw refused(missing[0]!.msg, { couponErrors: missing });
  // A match with a result, or a pick seen pre-match whose match has started, is no longer on offer:
  // it must not become a live bet the player never saw.
  const started = picks.filter(
    (p, i) =>
      sports.view.get(p.matchId)?.result ||
      startedSinceSeen(req.picks[i]!.ttype ?? p.match.ttype, p.match, now),
  );
  if (started.length)
    throw refused('matchStarted', {
      couponErrors: started.map((p) => ({ mid: p.matchId, msg: 'matchStarted' })),
    });
  const system = [...new Set(req.system ?? [])].sort((a, b) => a - b);
  return shapedSlip(
    picks,
    req.picks.map((p) => p.banker),
    system,
    toMinor(req.stake),
  );
}

function slipRefusal(
  first: SlipMessage,
  all: SlipMessage[],
  picks: SlipPick[],
  changed: ChangedPick[],
): AppError {
  const couponErrors = all.filter((m) => m.pick).map((m) => ({ mid: m.pick!.matchId, msg: m.key }));
  for (const e of lockErrors(picks)) if (!couponErrors.some((x) => x.mid === e.mid)) couponErrors.push(e);
  return refused(first.key, { ...(first.params ?? {}), couponErrors, changed });
}

/** The coupon made with the key, from what `keyHoldersAndBalance` found. */
function couponOfKey(holders: KeyHolder[]) {
  const row = holders.find((h) => h.id !== null);
  return row ? { id: Number(row.id), ticket_id: row.ticket_id!, request_hash: row.request_hash! } : undefined;
}

/** Whether a terminal closed the key, from what `keyHoldersAndBalance` found. */
const isKeyClosed = (holders: KeyHolder[]) => holders.some((h) => Number(h.closed) === 1);

/** The player's balance, from what `keyHoldersAndBalance` found (none without an account). */
const balanceOf = (holders: KeyHolder[]) => Number(holders.find((h) => h.balance !== null)?.balance ?? 0);

function sameRequest(row: { id: number; ticket_id: string; request_hash: string }, hash: string): Placed {
  // The same key with a different coupon is a client bug, not a retry: say so instead of guessing.
  if (row.request_hash !== hash) throw new AppError(409, 'idempotencyKeyReused');
  return { couponId: Number(row.id), ticketId: row.ticket_id, created: false };
}

function hashOf(req: CouponCreateRequest): string {
  const { idempotencyKey: _k, ...rest } = req;
  return createHash('sha256').update(JSON.stringify(rest)).digest('hex');
}

/** The same picks and sizes, whatever the stake: 'same coupon already made N times'. */
function signatureOf(picks: SlipPick[], system: number[]): string {
  const ids = picks.map((p) => `${p.outcomeId}${p.banker ? 'b' : ''}`).sort();
  return createHash('sha256')
    .update(`${ids.join(',')}|${system.join(',')}`)
    .digest('hex')
    .slice(0, 32);
}

/**
 * Ticket ids are what a cashier types or scans, not guessable in sequence: eleven random digits
 * and a check digit, so a scan cut short is told from a ticket.
 */
function newTicketId(): string {
  return ticketIdFromBody(randomDigits(TICKET_ID_LENGTH - 1));
}
