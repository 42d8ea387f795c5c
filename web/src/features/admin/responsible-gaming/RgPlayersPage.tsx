import '../panel-lists.css';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { RgPlayersQuery } from '@bet/shared';
import { useApi } from '../../../ui/use-api.ts';
import { PANEL_PAGE_SIZE, PanelPager } from '../PanelPager.tsx';
import { panelClient } from '../panel-client.ts';
import { PanelLoadError, PanelTableWrap } from '../PanelParts.tsx';
import { ExclusionText } from './rg-parts.tsx';

type Only = NonNullable<RgPlayersQuery['only']>;
const ONLY: readonly Only[] = ['limits', 'pending', 'excluded'];

/**
 * Responsible gaming in the back office: the players of the caller's subtree with how many limits
 * they hold, loosenings that wait, and a running time-out or self-exclusion; a name opens the player.
 */
export default function RgPlayersPage() {
  const { t } = useTranslation();
  const { lang } = useParams();
  const [draft, setDraft] = useState({ userName: '', only: '' as Only | '' });
  const [filters, setFilters] = useState(draft);
  const [offset, setOffset] = useState(0);
  const { data, error, loading } = useApi(panelClient.responsibleGamingAdmin.players, {
    offset,
    limit: PANEL_PAGE_SIZE,
    ...(filters.userName.trim() ? { userName: filters.userName.trim() } : {}),
    ...(filters.only ? { only: filters.only } : {}),
  });
  function apply(e: FormEvent) {
    e.preventDefault();
    setFilters(draft);
    setOffset(0);
  }

  return (
    <section className="panel-card" data-testid="panel-rg">
      <form className="panel-toolbar" onSubmit={apply} role="search" aria-label={t('panel.rg.filters')}>
        <label>
          {t('panel.rg.player')}
          <input
            value={draft.userName}
            onChange={(e) => setDraft((d) => ({ ...d, userName: e.target.value }))}
            maxLength={50}
            autoComplete="off"
            data-testid="rg-search"
          />
        </label>
        <label>
          {t('panel.rg.show')}
          <select
            value={draft.only}
            onChange={(e) => setDraft((d) => ({ ...d, only: e.target.value as Only | '' }))}
          >
            <option value="">{t('panel.rg.only.all')}</option>
            {ONLY.map((o) => (
              <option key={o} value={o}>
                {t(`panel.rg.only.${o}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="panel-btn panel-btn-primary">
          {t('panel.filter.apply')}
        </button>
      </form>
      <PanelLoadError error={error} loading={loading} />
      <PanelTableWrap>
        <table className="panel-table" data-testid="rg-players">
          <thead>
            <tr>
              <th scope="col">{t('panel.rg.player')}</th>
              <th scope="col">{t('panel.rg.currency')}</th>
              <th scope="col" className="num">
                {t('panel.rg.limits')}
              </th>
              <th scope="col" className="num">
                {t('panel.rg.pending')}
              </th>
              <th scope="col">{t('panel.rg.exclusion')}</th>
            </tr>
          </thead>
          <tbody>
            {data?.results.map((r) => (
              <tr key={r.userId} data-user={r.userName}>
                <td>
                  <Link to={`/${lang}/admin/responsible-gaming/${r.userId}`}>{r.userName}</Link>
                </td>
                <td>{r.currency}</td>
                <td className="num">{r.limits}</td>
                <td className="num">{r.pending}</td>
                <td>
                  <ExclusionText exclusion={r.exclusion} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {data && data.results.length === 0 && <p className="panel-note">{t('panel.rg.noPlayers')}</p>}
      </PanelTableWrap>
      {data && (
        <PanelPager
          page={offset / PANEL_PAGE_SIZE}
          total={data.totalCount}
          onPage={(p) => setOffset(p * PANEL_PAGE_SIZE)}
        />
      )}
    </section>
  );
}
