import '../panel-lists.css';
import './casino-admin.css';
import { useTranslation } from 'react-i18next';
import type { JackpotTier } from '@bet/shared';
import type { CasinoAdminMessages } from './i18n/tr.ts';
import { useDateFormat, DATE_TIME } from '../../../ui/time-zone.ts';
import { useApi } from '../../../ui/use-api.ts';
import { useMoney, usePercent } from '../../../ui/use-money.ts';
import { panelClient } from '../panel-client.ts';
import { PanelLoadError, PanelTableWrap } from '../PanelParts.tsx';

/** Each tier's name: a tier added to the rules without one fails the typecheck. */
const TIER_NAME: Record<JackpotTier, `casinoAdmin.jackpots.tier.${JackpotTier}` & keyof CasinoAdminMessages> =
  {
    casinoDaily: 'casinoAdmin.jackpots.tier.casinoDaily',
    casinoWeekly: 'casinoAdmin.jackpots.tier.casinoWeekly',
    casinoMega: 'casinoAdmin.jackpots.tier.casinoMega',
    liveCasinoDaily: 'casinoAdmin.jackpots.tier.liveCasinoDaily',
    sportsPrematch: 'casinoAdmin.jackpots.tier.sportsPrematch',
    sportsLive: 'casinoAdmin.jackpots.tier.sportsLive',
  };

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
              <tr
                key={`${pool.tier}.${pool.currency}`}
                data-testid="jackpot-pool"
                data-tier={pool.tier}
                data-opened={pool.opened}
              >
                <th scope="row">{t(TIER_NAME[pool.tier])}</th>
                <td className="num">
                  {money(pool.balance, pool.currency)}
                  {!pool.opened && ' *'}
                </td>
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
      {data?.pools.some((pool) => !pool.opened) && (
        <p className="panel-note" data-testid="jackpot-not-opened">
          {t('casinoAdmin.jackpots.notOpened')}
        </p>
      )}
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
                  <td>{t(TIER_NAME[draw.tier])}</td>
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
