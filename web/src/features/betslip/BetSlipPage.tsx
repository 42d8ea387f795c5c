import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { createCoupon } from '../../state/coupon-create.ts';
import { useSlip } from '../../state/slip-store.ts';
import { useSlipSummary } from '../../state/use-slip-summary.ts';
import { i18n } from '../../i18n/i18n.ts';
import { LastCoupon } from './LastCoupon.tsx';
import { SlipDetails } from './SlipDetails.tsx';
import { SlipPicks } from './SlipPicks.tsx';
import { StakeInput } from './StakeInput.tsx';
import { SystemOptions } from './SystemOptions.tsx';
import './betslip.css';

/** The bet slip as a page: picks, system combinations, stake, every total and the create button. */
export default function BetSlipPage() {
  const { t } = useTranslation();
  const { lang = 'tr' } = useParams();
  const slip = useSlip((s) => s.slip);
  const creating = useSlip((s) => s.creating);
  const last = useSlip((s) => s.lastCoupon);
  const clear = useSlip((s) => s.clear);
  const summary = useSlipSummary();

  if (last && slip.picks.length === 0) return <LastCoupon last={last} />;
  if (slip.picks.length === 0)
    return (
      <section className="betslip" data-testid="betslip">
        <p className="empty" data-testid="slip-empty">
          {t('slip.empty')}
        </p>
        <p className="empty">
          <Link className="chip" to={`/${lang}/sports`}>
            {t('nav.sports')}
          </Link>{' '}
          <Link className="chip" to={`/${lang}/livebets`}>
            {t('nav.live')}
          </Link>
        </p>
      </section>
    );

  const notices = summary.messages.filter((m) => m.key !== 'thereAreLockedMatches' || summary.locked > 0);
  return (
    <section className="betslip" data-testid="betslip">
      <header className="slip-head">
        <h1>
          {t('slip.title')} <span className="count">{slip.picks.length}</span>
        </h1>
        <button type="button" className="chip" onClick={clear} data-testid="clear-slip">
          {t('slip.clearAll')}
        </button>
      </header>
      <SlipPicks picks={slip.picks} system={slip.system.length > 0} />
      <SystemOptions options={summary.systemOptions} />
      <StakeInput summary={summary} />
      <SlipDetails summary={summary} />
      {notices.length > 0 && (
        <ul className="slip-messages" data-testid="slip-messages">
          {notices.map((m, i) => (
            <li key={i}>{i18n.t(m.key, m.params ?? {})}</li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="create-coupon"
        data-testid="create-coupon"
        aria-busy={creating}
        disabled={creating}
        onClick={() => void createCoupon()}
      >
        {creating ? t('sports.pleaseWait') : t('slip.create')}
      </button>
    </section>
  );
}
