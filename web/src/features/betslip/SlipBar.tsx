import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSlip } from '../../state/slip-store.ts';
import { useSlipSummary } from '../../state/use-slip-summary.ts';
import { useMoney } from '../../ui/use-money.ts';
import { useWideScreen } from '../../app/shell/use-wide-screen.ts';
import './betslip.css';

/** The floating bar of LiveBets: selection count and total with bonus, linking to the slip. */
export function SlipBar() {
  const { t } = useTranslation();
  const { lang = 'tr' } = useParams();
  const count = useSlip((s) => s.slip.picks.length);
  const summary = useSlipSummary();
  const money = useMoney();
  // Wide screens show the slip itself beside the list.
  const wide = useWideScreen();
  if (count === 0 || wide) return null;
  return (
    <Link to={`/${lang}/betslip`} className="slip-bar" data-testid="slip-bar">
      <span className="slip-bar-count">{count}</span>
      <span>{t('slip.title')}</span>
      <b>{money(summary.maxPay + summary.bonusPay)}</b>
    </Link>
  );
}
