import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ODDS_CHANGE_POLICIES, isBlocking, sameOutcome, type OddsChangePolicy } from '@bet/shared';
import { useConnection } from '../../api/connection.ts';
import { acceptOddsMoves, createCoupon, recoverPlacement } from '../../state/coupon-create.ts';
import { slipMessageParams } from '../../state/money-text.ts';
import { useOddsChangePolicy } from '../../state/odds-change-store.ts';
import { useOddText } from '../../state/odds-format-store.ts';
import { useSession } from '../../state/session-store.ts';
import { useSlip } from '../../state/slip-store.ts';
import { useSlipSummary } from '../../state/use-slip-summary.ts';
import { LastCoupon } from './LastCoupon.tsx';
import { SlipDetails } from './SlipDetails.tsx';
import { SlipPicks } from './SlipPicks.tsx';
import { StakeInput } from './StakeInput.tsx';
import { SystemOptions } from './SystemOptions.tsx';
import { useNoticeClearance } from './use-notice-clearance.ts';
import { useMoney } from '../../ui/use-money.ts';
import { lazyPage } from '../../app/lazy-page.tsx';

// only a shop counter pays with a voucher: players never download this
const StakeVoucherNote = lazyPage(() => import('../terminal/StakeVoucherNote.tsx'));
import '../../ui/match-row.css';
import './betslip.css';

export type SlipVariant = 'page' | 'panel';

/**
 * The bet slip, one component for the BetSlip page and the right panel of wide screens: grouped
 * picks with locks and x, system combinations and bankers, clear all, stake with quick amounts
 * and keypad, every total, the create button; after creation the coupon with its actions.
 */
export function BetSlipView({ variant }: { variant: SlipVariant }) {
  const { t } = useTranslation();
  const { lang = 'tr' } = useParams();
  const slip = useSlip((s) => s.slip);
  const creating = useSlip((s) => s.creating);
  // a shop terminal's bet whose answer was lost: shown as being checked, the slip as it was sent
  const checking = useSlip((s) => s.checking);
  const paidByVoucher = useSlip((s) => s.stakeVoucher !== null);
  const last = useSlip((s) => s.lastCoupon);
  const clear = useSlip((s) => s.clear);
  const summary = useSlipSummary();
  const money = useMoney();
  const oddText = useOddText();
  const setStake = useSlip((s) => s.setStake);
  const pendingKey = useSlip((s) => s.pending?.request.idempotencyKey);
  const userId = useSession((s) => s.user?.userId);
  const moves = useSlip((s) => s.oddsMoves).filter((m) => slip.picks.some((p) => sameOutcome(p, m)));
  // a request whose answer never came may have made the coupon: the slip says so until it is known
  const maybePlaced = useSlip((s) => s.pending?.maybePlaced === true);
  const connection = useConnection((s) => s.status);
  const offline = connection !== 'online' && !navigator.onLine;
  const maybePlacedText = !maybePlaced ? null : t(offline ? 'slip.offlineMaybePlaced' : 'slip.answerLost');
  const refusal = useSlip((s) => s.refusal);
  const keptRefusal = refusal?.slip === slip ? refusal.text : null;
  const [policy, setPolicy] = useOddsChangePolicy();
  // on the slip page a notice stands above the sticky foot, as high as the foot is drawn
  const [foot, setFoot] = useState<HTMLDivElement | null>(null);
  useNoticeClearance(variant === 'page' ? foot : null);
  // beside a desktop page the slip is a section of it: the page keeps the one h1
  const Heading = variant === 'page' ? 'h1' : 'h2';

  // A request left without an answer (a reload during placement): ask for its coupon by its key.
  useEffect(() => {
    if (pendingKey && userId !== undefined) void recoverPlacement();
  }, [pendingKey, userId]);

  if (last && slip.picks.length === 0 && !checking) return <LastCoupon last={last} variant={variant} />;
  if (slip.picks.length === 0 && !checking)
    return (
      <section className={`betslip betslip-${variant}`} data-testid="betslip">
        <header className="slip-head">
          <Heading>{t('slip.title')}</Heading>
        </header>
        <div className="slip-empty-state">
          <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
            <path
              d="M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <p className="empty" data-testid="slip-empty">
            {t('slip.empty')}
          </p>
          <p className="hint">{t('slip.emptyHint')}</p>
          {variant === 'page' && (
            <p className="slip-empty-links">
              <Link className="btn" to={`/${lang}/sports`}>
                {t('nav.sports')}
              </Link>
              <Link className="btn" to={`/${lang}/livebets`}>
                {t('nav.live')}
              </Link>
            </p>
          )}
        </div>
      </section>
    );

  const notices = summary.messages.filter((m) => m.key !== 'thereAreLockedMatches' || summary.locked > 0);
  const blocked = !summary.creatable || moves.length > 0;
  const reasons = [
    ...(notices.length > 0 || keptRefusal ? ['slip-messages'] : []),
    ...(moves.length > 0 ? ['slip-odds-moves'] : []),
  ].join(' ');
  return (
    <section className={`betslip betslip-${variant}`} data-testid="betslip" aria-busy={creating}>
      <header className="slip-head">
        <Heading>
          {t('slip.title')}{' '}
          <span className="slip-count" data-testid="slip-count">
            {slip.picks.length}
          </span>
        </Heading>
        <button
          type="button"
          className="btn btn-small"
          onClick={clear}
          disabled={checking || creating}
          data-testid="clear-slip"
        >
          {t('slip.clearAll')}
        </button>
      </header>
      {/* a live region present before it fills, so the change is announced */}
      <div className="slip-checking-region" role="status" aria-live="polite" data-testid="slip-checking">
        {checking && (
          <div className="slip-checking">
            <span className="spinner" aria-hidden="true" />
            <div>
              <strong>{t('terminal.checkingStatus')}</strong>
              <p>{t('terminal.checkingNotice')}</p>
            </div>
          </div>
        )}
        {!checking && maybePlacedText && (
          <div className="slip-checking" data-testid="slip-maybe-placed">
            <p>{maybePlacedText}</p>
          </div>
        )}
        {/* offline, a tap sends nothing: said for as long as it lasts, not only in a passing notice */}
        {!checking && !maybePlacedText && offline && (
          <div className="slip-checking" data-testid="slip-offline">
            <p>{t('slip.offlineCannotSend')}</p>
          </div>
        )}
      </div>
      <div className="slip-body">
        {/* the stake and the picks stay as sent while a placement is in flight */}
        <fieldset className="slip-fields" disabled={checking || creating}>
          <SlipPicks picks={slip.picks} system={slip.system.length > 0} />
          <SystemOptions options={summary.systemOptions} />
          <StakeInput
            summary={summary}
            describedBy={notices.length > 0 || keptRefusal ? 'slip-messages' : undefined}
          />
        </fieldset>
        {paidByVoucher && (
          <Suspense fallback={null}>
            <StakeVoucherNote stakeTotal={summary.stakeTotal} />
          </Suspense>
        )}
        <SlipDetails summary={summary} />
        {moves.length > 0 && (
          <div className="slip-odds-moves" id="slip-odds-moves" role="alert" data-testid="odds-moves">
            <p>{t('slip.oddsMoved')}</p>
            <ul>
              {moves.map((m) => {
                const p = slip.picks.find((x) => sameOutcome(x, m))!;
                return (
                  <li key={m.outcomeId} data-testid="odds-move">
                    <span>
                      {p.match.home} - {p.match.away}: {p.outcome.name}
                    </span>{' '}
                    <s>{oddText(m.from)}</s> <span aria-hidden="true">→</span>{' '}
                    <b className={m.to > m.from ? 'up' : 'down'}>{oddText(m.to)}</b>
                  </li>
                );
              })}
            </ul>
            <button
              type="button"
              className="btn btn-primary"
              onClick={acceptOddsMoves}
              data-testid="accept-odds"
            >
              {t('slip.acceptOdds')}
            </button>
          </div>
        )}
        {(notices.length > 0 || keptRefusal) && (
          <ul className="slip-messages" id="slip-messages" data-testid="slip-messages" aria-live="polite">
            {keptRefusal && (
              <li className="slip-refusal slip-last-refusal" data-testid="slip-last-refusal">
                {keptRefusal}
              </li>
            )}
            {notices.map((m, i) => (
              <li key={i} className={isBlocking(m) ? 'slip-refusal' : 'slip-notice'}>
                {t(m.key, slipMessageParams(m, money))}
                {m.key === 'maxStakeError' && m.amounts?.['stake'] !== undefined && (
                  <button
                    type="button"
                    className="btn btn-small"
                    data-testid="set-max-stake"
                    disabled={creating}
                    onClick={() => setStake(m.amounts!['stake']!)}
                  >
                    {t('slip.setStake', { stake: money(m.amounts['stake']) })}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        <label className="odds-change">
          <span>{t('slip.oddsChange')}</span>
          <select
            value={policy}
            data-testid="odds-change"
            onChange={(e) => setPolicy(e.currentTarget.value as OddsChangePolicy)}
          >
            {ODDS_CHANGE_POLICIES.map((p) => (
              <option key={p} value={p}>
                {t(`slip.oddsChange.${p}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="slip-foot" ref={setFoot}>
        <button
          type="button"
          className="create-coupon"
          data-testid="create-coupon"
          aria-busy={creating || checking}
          // the reason a coupon cannot be made is named to the button, not only shown beside it
          aria-describedby={blocked && reasons ? reasons : undefined}
          disabled={creating || checking || blocked}
          onClick={() => void createCoupon()}
        >
          {(creating || checking) && <span className="spinner" aria-hidden="true" />}
          {creating ? t('sports.pleaseWait') : t('slip.create')}
        </button>
      </div>
    </section>
  );
}
