import { useTranslation } from 'react-i18next';
import type { SlipSummary } from '@bet/shared';
import { useOddText } from '../../state/odds-format-store.ts';
import { useMoney } from '../../ui/use-money.ts';

/** Every total of the slip as the shared engine works it out. */
export function SlipDetails({ summary }: { summary: SlipSummary }) {
  const { t } = useTranslation();
  const money = useMoney();
  const oddText = useOddText();
  const rows: Array<[string, string, string]> = [
    ['type', t(`slip.type.${summary.type}`), 'slip-type'],
    ['bets', String(summary.bets), 'slip-bets'],
    ['matches', String(summary.matches), 'slip-matches'],
    ['totalOdds', oddText(summary.totalOdds), 'slip-total-odds'],
    ['stakePerBet', money(summary.stakePerBet), 'slip-stake-per-bet'],
    ['stakeTotal', money(summary.stakeTotal), 'slip-stake-total'],
    ['maxPay', money(summary.maxPay), 'slip-max-pay'],
  ];
  if (summary.bonusPercent > 0)
    rows.push(['bonus', `%${summary.bonusPercent} · ${money(summary.bonusPay)}`, 'slip-bonus']);
  if (summary.minTip > 1) rows.push(['minTip', String(summary.minTip), 'slip-min-tip']);
  return (
    <dl className="slip-details">
      {rows.map(([key, value, id]) => (
        <div key={key}>
          <dt>{t(`slip.${key}`)}</dt>
          <dd data-testid={id}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
