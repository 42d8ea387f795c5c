import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import {
  evaluateSlip,
  hasProduct,
  keyOf,
  pickFromMatch,
  startedSinceSeen,
  toMinor,
  type CouponCreateRequest,
  type Slip,
  type SlipMessage,
  type SlipPick,
  roundToThousandths,
  toMajor,
  percentToHundredths,
} from '@bet/shared';
import type { AppContext } from '../../context.ts';
import { AppError, refused } from '../../http/errors.ts';
import type { AuthUser } from '../auth/index.ts';
import { getBettingProfile } from '../users/index.ts';
import {
  balanceOfUser,
  InsufficientBalanceError,
  inTransaction,
  postMovement,
  SERVICE,
} from '../wallet/index.ts';
import type { SportsService } from '../sports/index.ts';
import { couponNotPlaced, isCouponKeyClosed, takeCouponKey } from './coupon-keys.ts';
import { couponSettings } from './coupon-settings.ts';
import { slipUserOf } from './slip-user.ts';
import { lockErrors, shapedSlip } from './slip-checks.ts';

export interface Placed {
  couponId: number;
  ticketId: string;
  /** false when an earlier request with the same key made it */
  created: boolean;
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
): Promise<Placed> {
  const db = ctx.database.db;
  const requestHash = hashOf(req);
  const existing = await findByKey(ctx, user.id, req.idempotencyKey);
  if (existing) return sameRequest(existing, requestHash);
  // A terminal closed this key after losing the answer: this is that request arriving late.
  if (await isCouponKeyClosed(db, user.id, req.idempotencyKey)) throw couponNotPlaced();

  const settings = await couponSettings(ctx.database);
  const profile = await getBettingProfile(db, user.id);
  let slip = await readSlip(sports, req, now);
  if (slip.picks.some((p) => p.match.ttype === 'L') && settings.liveDelayMs > 0) {
    // Live bets wait, then face the odds of that moment (a goal in between must not be bet on at the old price).
    await new Promise((r) => setTimeout(r, settings.liveDelayMs));
    slip = await readSlip(sports, req, Date.now());
  }

  const picks = slip.picks;
  const changed: ChangedPick[] = picks
    .map((p, i) => ({ ...keyOf(p), odd: p.odd, sent: req.picks[i]!.odd }))
    .filter((p) => roundToThousandths(p.odd) !== roundToThousandths(p.sent))
    .map(({ sent: _sent, ...p }) => p);
  if (changed.length > 0 && !req.oddChangeOk) throw refused('oddsChanged', { changed });

  const live = picks.some((p) => p.match.ttype === 'L');
  if (
    (live &&
      !hasProduct({ userType: user.userType, onlineUser: 1, products: profile.products }, 'liveUser')) ||
    (!live &&
      !hasProduct({ userType: user.userType, onlineUser: 1, products: profile.products }, 'sportUser'))
  )
    throw refused('productClosed');

  const credit = await balanceOfUser(db, user.id);
  const summary = evaluateSlip(slip, slipUserOf(profile, credit));
  const stake = toMinor(req.stake);
  const refusal = summary.messages.find((m) => m.key !== 'maxPayStakeReduced' && m.key !== 'notEnoughCredit');
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
    const couponId = await inTransaction(ctx.database, async (trx) => {
      // The debit comes first: it locks the player's account row until commit, so the player's
      // placements run one at a time from here and the repeat and per-match checks below see
      // every coupon committed before (PostgreSQL); SQLite runs write transactions one at a time.
      await postMovement(trx, {
        userId: user.id,
        amount: -summary.stakeTotal,
        type: 'stake',
        service: SERVICE.sport,
        reference: ticketId,
        actorId: user.id,
      });
      const repeats = await trx
        .selectFrom('coupons')
        .select(sql<number>`count(*)`.as('n'))
        .where('user_id', '=', user.id)
        .where('signature', '=', signature)
        .where('status', '=', 0)
        .executeTakeFirst();
      if (Number(repeats?.n ?? 0) >= settings.sameCouponLimit)
        throw refused('sameCouponLimit', { count: settings.sameCouponLimit });
      // What the player already has waiting on each of these matches, in one query; a coupon
      // with two picks of one match counts once for it.
      const matchIds = [...new Set(picks.map((p) => p.matchId))];
      const waiting = trx
        .selectFrom('coupon_lines as l')
        .innerJoin('coupons as c', 'c.id', 'l.coupon_id')
        .select(['l.match_id', 'c.id', 'c.total_stake'])
        .distinct()
        .where('c.user_id', '=', user.id)
        .where('c.status', '=', 0)
        .where('l.match_id', 'in', matchIds)
        .as('w');
      const staked = await trx
        .selectFrom(waiting)
        .select(['w.match_id', sql<number>`sum(w.total_stake)`.as('total')])
        .groupBy('w.match_id')
        .execute();
      const full = staked
        .filter((s) => Number(s.total) + summary.stakeTotal > settings.matchStakeLimit)
        .map((s) => ({ mid: Number(s.match_id), msg: 'matchLimitFull' }));
      if (summary.stakeTotal > settings.matchStakeLimit)
        for (const mid of matchIds)
          if (!full.some((f) => f.mid === mid)) full.push({ mid, msg: 'matchLimitFull' });
      if (full.length) throw refused('matchLimitFull', { couponErrors: full });
      await takeCouponKey(trx, user.id, req.idempotencyKey);
      const row = await trx
        .insertInto('coupons')
        .values({
          ticket_id: ticketId,
          user_id: user.id,
          idempotency_key: req.idempotencyKey,
          request_hash: requestHash,
          signature,
          ticket_type: summary.type,
          is_live: live ? 1 : 0,
          status: 0,
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
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const couponId = Number(row.id);
      await trx
        .insertInto('coupon_lines')
        .values(
          picks.map((p) => ({
            coupon_id: couponId,
            match_id: p.matchId,
            market_id: p.marketId,
            outcome_id: p.outcomeId,
            odd: roundToThousandths(p.odd),
            banker: p.banker ? 1 : 0,
            is_live: p.match.ttype === 'L' ? 1 : 0,
            status: 0,
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
        )
        .execute();
      return couponId;
    });
    return { couponId, ticketId, created: true };
  } catch (err) {
    if (err instanceof InsufficientBalanceError) throw refused('notEnoughCredit', { changed });
    // A concurrent request with the same key won the race: answer with its coupon.
    const raced = await findByKey(ctx, user.id, req.idempotencyKey);
    if (raced) return sameRequest(raced, requestHash);
    // ...or a terminal closed the key meanwhile: nothing was stored, nothing debited.
    if (!(err instanceof AppError) && (await isCouponKeyClosed(db, user.id, req.idempotencyKey)))
      throw couponNotPlaced();
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
    if (ref.match.status === 'cancelled' || ref.match.result?.status === 'cancelled') {
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

async function findByKey(ctx: AppContext, userId: number, key: string) {
  return ctx.database.db
    .selectFrom('coupons')
    .select(['id', 'ticket_id', 'request_hash'])
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

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

/** Ticket ids are what a cashier types or scans: 12 digits, not guessable in sequence. */
function newTicketId(): string {
  const n = randomBytes(8).readBigUInt64BE() % 1_000_000_000_000n;
  return n.toString().padStart(12, '0');
}
