import './failed-logins.css';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../ui/use-api.ts';
import { DATE_TIME, useDateFormat } from '../../../ui/time-zone.ts';
import { PanelLoadError } from '../PanelParts.tsx';
import { panelClient } from '../panel-client.ts';

/** Failed logins of the last day per hour, and the addresses and names tried most: an attack shows. */
export function FailedLogins() {
  const { t } = useTranslation();
  const at = useDateFormat(DATE_TIME);
  const { data, error, loading } = useApi(panelClient.audit.failedLogins);
  const most = Math.max(1, ...(data?.hours.map((h) => h.count) ?? []));
  return (
    <div data-testid="failed-logins" role="group" aria-labelledby="failed-logins-title">
      <h2 id="failed-logins-title">{t('panel.integrity.failed.title', { count: data?.total ?? 0 })}</h2>
      <PanelLoadError error={error} loading={loading} />
      {data && (
        <>
          <ol className="failed-logins-hours" aria-label={t('panel.integrity.failed.perHour')}>
            {data.hours.map((h) => (
              <li
                key={h.hour}
                title={`${at.format(new Date(h.hour))}: ${h.count}`}
                style={{ blockSize: `${Math.round((h.count / most) * 100)}%` }}
                data-count={h.count}
              >
                <span className="visually-hidden">{`${at.format(new Date(h.hour))}: ${h.count}`}</span>
              </li>
            ))}
          </ol>
          <div className="panel-toolbar">
            <section aria-label={t('panel.integrity.failed.ips')}>
              <h3>{t('panel.integrity.failed.ips')}</h3>
              {data.ips.length === 0 && <p className="panel-note">{t('panel.integrity.failed.none')}</p>}
              <ol data-testid="failed-ips">
                {data.ips.map((r) => (
                  <li key={r.ip}>
                    <bdi>{r.ip}</bdi>: {r.count}
                  </li>
                ))}
              </ol>
            </section>
            <section aria-label={t('panel.integrity.failed.names')}>
              <h3>{t('panel.integrity.failed.names')}</h3>
              {data.userNames.length === 0 && (
                <p className="panel-note">{t('panel.integrity.failed.none')}</p>
              )}
              <ol data-testid="failed-names">
                {data.userNames.map((r) => (
                  <li key={r.userName}>
                    <bdi>{r.userName}</bdi>: {r.count}
                  </li>
                ))}
              </ol>
            </section>
          </div>
        </>
      )}
    </div>
  );
}
