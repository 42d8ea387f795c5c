import '../panel-lists.css';
import './audit.css';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_TIME, timeZone, useDateFormat } from '../../../ui/time-zone.ts';
import { useSession } from '../../../state/session-store.ts';
import { useApi } from '../../../ui/use-api.ts';
import { PANEL_PAGE_SIZE, PanelPager } from '../PanelPager.tsx';
import { panelClient } from '../panel-client.ts';
import { AuditChainCheck } from '../integrity/AuditChainCheck.tsx';
import { WagerExport } from '../integrity/WagerExport.tsx';
import { FailedLogins } from '../integrity/FailedLogins.tsx';
import { AUDIT_ACTIONS, auditTarget } from './audit-names.ts';
import { PanelLoadError } from '../PanelParts.tsx';
import { PanelTable } from '../PanelTable.tsx';
import { DateField } from '../../../ui/DateField.tsx';

const PAGE = PANEL_PAGE_SIZE;

interface Filters {
  userName: string;
  action: string;
  from: string;
  to: string;
}
const EMPTY: Filters = { userName: '', action: '', from: '', to: '' };

/** The audit log of the subtree: who did what to whom, when, with the reason. */
export default function AuditPage() {
  const { t } = useTranslation();
  const when = useDateFormat(DATE_TIME);
  const isAdmin = useSession((st) => st.user?.role === 'admin');
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [offset, setOffset] = useState(0);
  const query = {
    ...(filters.userName.trim() ? { userName: filters.userName.trim() } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    // the days picked are days of the zone the dates show in
    ...(filters.from || filters.to ? { timezone: timeZone() } : {}),
  };
  const { data, error, loading, stale } = useApi(panelClient.audit.list, { offset, limit: PAGE, ...query });
  const set = (k: keyof Filters) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [k]: e.target.value }));
  function apply(e: FormEvent) {
    e.preventDefault();
    setFilters(draft);
    setOffset(0);
  }
  // Known actions read in the page's language; an action this version does not name shows as stored.
  const action = (a: string) => t(`panel.audit.action.${a}`, { defaultValue: a });

  return (
    <section className="panel-card" data-testid="panel-audit">
      {isAdmin && <AuditChainCheck />}
      {isAdmin && <WagerExport />}
      {isAdmin && <FailedLogins />}
      <form
        className="panel-toolbar audit-filters"
        onSubmit={apply}
        role="search"
        aria-label={t('panel.audit.filters')}
      >
        <label>
          {t('panel.coupons.user')}
          <input value={draft.userName} onChange={set('userName')} maxLength={50} autoComplete="off" />
        </label>
        <label>
          {t('panel.audit.what')}
          <select value={draft.action} onChange={set('action')}>
            <option value="">{t('panel.filter.all')}</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {action(a)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('panel.filter.from')}
          <DateField value={draft.from} onChange={(from) => setDraft((d) => ({ ...d, from }))} />
        </label>
        <label>
          {t('panel.filter.to')}
          <DateField value={draft.to} onChange={(to) => setDraft((d) => ({ ...d, to }))} />
        </label>
        <button type="submit" className="panel-btn panel-btn-primary">
          {t('panel.filter.apply')}
        </button>
        {/* every row the applied filters match, not just this page; with 'login' the log of logins */}
        <a className="panel-btn" href={panelClient.audit.export(query)} download data-testid="audit-csv">
          {t('panel.reports.csv')}
        </a>
      </form>
      <PanelLoadError error={error} loading={loading} />
      <PanelTable
        testId="audit-table"
        rows={data?.results}
        stale={stale}
        rowKey={(e) => String(e.id)}
        columns={[
          { id: 'when', header: t('panel.audit.when'), cell: (e) => when.format(new Date(e.createdAt)) },
          { id: 'who', header: t('panel.audit.who'), cell: (e) => e.actorName ?? '—' },
          { id: 'what', header: t('panel.audit.what'), cell: (e) => action(e.action) },
          { id: 'whom', header: t('panel.audit.whom'), cell: (e) => auditTarget(t, e) },
          {
            id: 'reason',
            header: t('panel.audit.reason'),
            cell: (e) =>
              [e.reasonCode && t(`panel.audit.why.${e.reasonCode}`), e.reason].filter(Boolean).join(' · '),
          },
          { id: 'ip', header: t('panel.audit.ip'), cell: (e) => e.ip },
        ]}
      />
      {data && !stale && data.results.length === 0 && <p className="panel-note">{t('panel.audit.none')}</p>}
      {/* no page count before the answer */}
      {data && (
        <PanelPager page={offset / PAGE} total={data.totalCount} onPage={(p) => setOffset(p * PAGE)} />
      )}
    </section>
  );
}
