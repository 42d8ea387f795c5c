import '../panel-lists.css';
import './casino-admin.css';
import { useTranslation } from 'react-i18next';
import { useDateFormat, DATE_TIME } from '../../../ui/time-zone.ts';
import { useApi } from '../../../ui/use-api.ts';
import { useMoney, usePercent } from '../../../ui/use-money.ts';
import { panelClient } from '../panel-client.ts';
import { PanelLoadError, PanelTableWrap } from '../PanelParts.tsx';

/**
 * The operator's jackpot pools: what each holds, the share of stakes it takes, where it starts and
 * the amount it always drops by, what stakes paid in and winners took out, then the last wins with
 * the drop point each reached. Read only: the rules are the site's (shared/casino/jackpot.ts).
 */
export default function JackpotPoolsPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const percent = usePercent();
  const at = useDateFormat(DATE_TIME);
  const { data, error, loading } = useApi(panelClient.casinoAdmin.jackpots);
  return (
    <section className="panel-card" data-testid="panel-jackpots">
      <PanelLoadError error={error} loading={loading && !data} />
      <h2>{t('casinoAdmin.jackpots.pools')}</h2>
      {data && data.pools.length === 0 && (
        <p data-testid="jackpot-no-pools">{t('casinoAdmin.jackpots.noPools')}</p>
      )}
      <PanelTableWrap>
        <table className="panel-table" data-testid="jackpot-pools">
          <thead>
            <tr>
              <th scope="col">{t('casinoAdmin.jackpots.tier')}</th>
              <th scope="col" className="num">
                {t('casinoAdmin.jackpots.balance')}
              </th>
              <th scope="col" className="num">
                {t('casinoAdmin.jackpots.share')}
              </th>
              <th scope="col" className="num">
                {t('casinoAdmin.jackpots.seed')}
              </th>
              <th scope="col" className="num">
                {t('casinoAdmin.jackpots.mustDrop')}
              </th>
              <th scope="col" className="num">
                {t('casinoAdmin.jackpots.contributed')}
              </th>
              <th scope="col" className="num">
                {t('casinoAdmin.jackpots.paid')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data?.pools.map((pool) => (
              <tr key={`${pool.tier}.${pool.currency}`} data-testid="jackpot-pool" data-tier={pool.tier}>
                <th scope="row">{t(`casinoAdmin.jackpots.tier.${pool.tier}`)}</th>
                <td className="num">{money(pool.balance, pool.currency)}</td>
                <td className="num">{percent(pool.shareBp / 100)}</td>
                <td className="num">{money(pool.seed, pool.currency)}</td>
                <td className="num">{money(pool.mustDropAt, pool.currency)}</td>
                <td className="num" data-testid="jackpot-contributed">
                  {money(pool.contributed, pool.currency)}
                </td>
                <td className="num">{money(pool.paid, pool.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </PanelTableWrap>
      <h2 className="jackpot-wins-title">{t('casinoAdmin.jackpots.wins')}</h2>
      {data && data.draws.length === 0 ? (
        <p data-testid="jackpot-no-wins">{t('casinoAdmin.jackpots.noWins')}</p>
      ) : (
        <PanelTableWrap>
          <table className="panel-table" data-testid="jackpot-wins">
            <thead>
              <tr>
                <th scope="col">{t('casinoAdmin.jackpots.at')}</th>
                <th scope="col">{t('casinoAdmin.jackpots.tier')}</th>
                <th scope="col">{t('casinoAdmin.jackpots.winner')}</th>
                <th scope="col" className="num">
                  {t('casinoAdmin.jackpots.amount')}
                </th>
                <th scope="col" className="num">
                  {t('casinoAdmin.jackpots.dropAt')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data?.draws.map((draw) => (
                <tr key={draw.id} data-testid="jackpot-win">
                  <td>{at.format(draw.at)}</td>
                  <td>{t(`casinoAdmin.jackpots.tier.${draw.tier}`)}</td>
                  <td>{draw.userName}</td>
                  <td className="num">{money(draw.amount, draw.currency)}</td>
                  <td className="num">{money(draw.dropAt, draw.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </PanelTableWrap>
      )}
    </section>
  );
}
