import '../panel-lists.css';
import './system-log.css';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SYSTEM_LOG_LEVELS, toCsv, type SystemLogLevel } from '@bet/shared';
import { DATE_TIME, useDateFormat } from '../../../ui/time-zone.ts';
import { useApi } from '../../../ui/use-api.ts';
import { panelClient } from '../panel-client.ts';
import { PanelLoadError, PanelTableWrap } from '../PanelParts.tsx';

interface Filters {
  level: SystemLogLevel | '';
  search: string;
}
const EMPTY: Filters = { level: '', search: '' };

/**
 * The server's last warnings and errors, newest first, for the operator: what failed (a provider
 * that did not answer, a refused write), when, and the details the server logged with it.
 */
export default function SystemLogPage() {
  const { t } = useTranslation();
  const when = useDateFormat(DATE_TIME);
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const { data, error, loading } = useApi(panelClient.audit.systemLog, {
    ...(filters.level ? { level: filters.level } : {}),
    ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
  });
  function apply(e: FormEvent) {
    e.preventDefault();
    setFilters(draft);
  }

  return (
    <section className="panel-card" data-testid="system-log">
      <form className="panel-toolbar" onSubmit={apply} role="search" aria-label={t('panel.syslog.filters')}>
        <label>
          {t('panel.syslog.level')}
          <select
            value={draft.level}
            onChange={(e) => setDraft((d) => ({ ...d, level: e.target.value as Filters['level'] }))}
            data-testid="syslog-level"
          >
            <option value="">{t('panel.filter.all')}</option>
            {SYSTEM_LOG_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`panel.syslog.level.${level}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('panel.syslog.search')}
          <input
            value={draft.search}
            onChange={(e) => setDraft((d) => ({ ...d, search: e.target.value }))}
            maxLength={100}
            autoComplete="off"
            data-testid="syslog-search"
          />
        </label>
        <button type="submit" className="panel-btn panel-btn-primary">
          {t('panel.filter.apply')}
        </button>
      </form>
      {data && (
        <p className="panel-note">
          {t('panel.syslog.note', { capacity: data.capacity, since: when.format(new Date(data.since)) })}
        </p>
      )}
      {data && data.results.length > 0 && (
        <p>
          {/* the entries shown, as they are: the server keeps only these in memory */}
          <a
            className="panel-btn"
            href={`data:text/csv;charset=utf-8,${encodeURIComponent(
              toCsv(
                ['time', 'level', 'message', 'detail'],
                data.results.map((e) => [e.time, e.level, e.message, e.detail]),
              ),
            )}`}
            download={`system-log-${data.results[0]!.time.slice(0, 10)}.csv`}
            data-testid="syslog-csv"
          >
            {t('panel.reports.csv')}
          </a>
        </p>
      )}
      <PanelLoadError error={error} loading={loading} />
      <PanelTableWrap>
        <table className="panel-table syslog-table" data-testid="syslog-table">
          <thead>
            <tr>
              <th scope="col">{t('panel.syslog.time')}</th>
              <th scope="col">{t('panel.syslog.message')}</th>
            </tr>
          </thead>
          <tbody>
            {data?.results.map((entry, n) => (
              <tr key={`${entry.time}.${n}`} data-testid="syslog-row" data-level={entry.level}>
                <td className="syslog-time">
                  {when.format(new Date(entry.time))}
                  <br />
                  <span className={`syslog-level syslog-${entry.level}`}>
                    {t(`panel.syslog.level.${entry.level}`)}
                  </span>
                </td>
                <td>
                  {/* the server's own words and fields: English and JSON, left to right in any page */}
                  <span dir="ltr">{entry.message}</span>
                  {entry.detail && (
                    <details>
                      <summary>{t('panel.syslog.detail')}</summary>
                      <code dir="ltr" className="syslog-detail">
                        {entry.detail}
                      </code>
                    </details>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </PanelTableWrap>
      {data && data.results.length === 0 && <p className="panel-note">{t('panel.syslog.none')}</p>}
    </section>
  );
}
