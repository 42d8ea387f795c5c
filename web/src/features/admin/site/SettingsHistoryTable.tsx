import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIntlLocales } from '../../../i18n/locale.ts';
import { DATE_TIME, dateFormat } from '../../../ui/time-zone.ts';
import { useApi } from '../../../ui/use-api.ts';
import { PANEL_PAGE_SIZE, PanelPager } from '../PanelPager.tsx';
import { PanelTableWrap } from '../PanelParts.tsx';
import { panelClient } from '../panel-client.ts';
import { SettingName } from './SettingName.tsx';

/** The history of the site settings, newest first (a save invalidates the query cache, so it is read again). */
export function SettingsHistoryTable() {
  const { t } = useTranslation();
  const locales = useIntlLocales();
  const [page, setPage] = useState(0);
  const { data, stale } = useApi(panelClient.siteAdmin.settingsHistory, {
    offset: page * PANEL_PAGE_SIZE,
    limit: PANEL_PAGE_SIZE,
  });
  const when = dateFormat(locales, DATE_TIME);
  const shown = (v: string | null) => (v === null ? <em>{t('site.default')}</em> : v);
  return (
    <section className="site-history" aria-labelledby="site-history-title">
      <h2 id="site-history-title">{t('site.history')}</h2>
      <PanelTableWrap labelledBy="site-history-title">
        {/* busy until the first answer, and while another page's rows wait for the new one */}
        <table className="panel-table" data-testid="site-history" aria-busy={!data || stale || undefined}>
          <thead>
            <tr>
              <th scope="col">{t('site.history.when')}</th>
              <th scope="col">{t('site.history.key')}</th>
              <th scope="col">{t('site.history.before')}</th>
              <th scope="col">{t('site.history.after')}</th>
              <th scope="col">{t('site.history.by')}</th>
            </tr>
          </thead>
          <tbody>
            {data?.results.map((r) => (
              <tr key={r.id} data-testid="site-history-row">
                <td>{when.format(new Date(r.changedAt))}</td>
                <td>
                  <SettingName settingKey={r.key} />
                </td>
                <td className="site-value">{shown(r.before)}</td>
                <td className="site-value">{shown(r.after)}</td>
                <td>{r.actorName}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </PanelTableWrap>
      {/* no page count before the answer */}
      {data && <PanelPager page={page} total={data.totalCount} onPage={setPage} />}
    </section>
  );
}
