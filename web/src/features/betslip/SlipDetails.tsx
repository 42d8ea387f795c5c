import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlipSummary } from '@bet/shared';
import { useOddText } from '../../state/odds-format-store.ts';
import { useMoney, usePercent } from '../../ui/use-money.ts';
import { HelpTip } from './HelpTip.tsx';

/**
 * The detail panel: every total of the slip as the shared engine works it out (type, bets,
 * matches, total odds, stake per bet and in all, min and max stake, max win, bonus, win with
 * bonus, min matches). The three a player looks at first stay in view when it is folded.
 */
export function SlipDetails({ summary }: { summary: SlipSummary }) {
  const { t } = useTranslation();
  const money = useMoney();
  const percent = usePercent();
  const oddText = useOddText();
  const [open, setOpen] = useState(true);
  const rows: Array<[string, string, string]> = [
    ['type', t(`slip.type.${summary.type}`), 'slip-type'],
    ['bets', String(summary.bets), 'slip-bets'],
    ['matches', String(summary.matches), 'slip-matches'],
    ['stakePerBet', money(summary.stakePerBet), 'slip-stake-per-bet'],
    ['stakeLimits', `${money(summary.minStake)} – ${money(summary.maxStake)}`, 'slip-stake-limits'],
  ];
  if (summary.minTip > 1) rows.push(['minTip', String(summary.minTip), 'slip-min-tip']);
  if (summary.bonusPercent > 0)
    rows.push(['bonus', `${percent(summary.bonusPercent)} · ${money(summary.bonusPay)}`, 'slip-bonus']);
  const main: Array<[string, string, string]> = [
    ['totalOdds', oddText(summary.totalOdds, true), 'slip-total-odds'],
    ['stakeTotal', money(summary.stakeTotal), 'slip-stake-total'],
    ['maxPay', money(summary.maxPay), 'slip-max-pay'],
  ];
  if (summary.bonusPay > 0)
    main.push(['winWithBonus', money(summary.maxPay + summary.bonusPay), 'slip-win-bonus']);
  return (
    <div className="slip-detail-panel">
      <button
        type="button"
        className="detail-toggle"
        aria-expanded={open}
        data-testid="details-toggle"
        onClick={() => setOpen(!open)}
      >
        {t('slip.details')}
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      <dl className="slip-details" data-testid="slip-details">
        {open &&
          rows.map(([key, value, id]) => (
            <div key={key} className={key === 'stakeLimits' || key === 'bonus' ? 'wide' : undefined}>
              <dt>
                {t(`slip.${key}`)}
                {key === 'minTip' && (
                  <>
                    {' '}
                    <HelpTip
                      label={t('slip.help.minTipLabel')}
                      text={t('slip.help.minTip', { count: summary.minTip })}
                      testId="help-min-tip"
                    />
                  </>
                )}
              </dt>
              <dd data-testid={id}>{value}</dd>
            </div>
          ))}
        {main.map(([key, value, id]) => (
          <div key={key} className="main-total">
            <dt>{t(`slip.${key}`)}</dt>
            <dd data-testid={id}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
