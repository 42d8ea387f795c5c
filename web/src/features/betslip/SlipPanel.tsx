import { useTranslation } from 'react-i18next';
import { BetSlipView } from './BetSlipView.tsx';

/** The bet slip as the right panel of wide screens: the same store and components as the page. */
export default function SlipPanel() {
  const { t } = useTranslation();
  return (
    <aside className="slip-panel" data-testid="slip-panel" aria-label={t('slip.title')}>
      <BetSlipView variant="panel" />
    </aside>
  );
}
