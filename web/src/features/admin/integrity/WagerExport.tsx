import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SITE_TIME_ZONE } from '@bet/shared';
import { panelClient } from '../panel-client.ts';
import { DateField } from '../../../ui/DateField.tsx';

/** Today in the site's zone as YYYY-MM-DD: the days of the export are the site's days. */
const siteToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE }).format(new Date());

/** The administrator's export of the wager records (GLI-33) of a period, as CSV or JSON. */
export function WagerExport() {
  const { t } = useTranslation();
  const [from, setFrom] = useState(siteToday);
  const [to, setTo] = useState(siteToday);
  const ready = from !== '' && to !== '' && from <= to;
  return (
    <div data-testid="wager-export" role="group" aria-labelledby="wager-export-title">
      <h2 id="wager-export-title">{t('panel.integrity.wagers.title')}</h2>
      <p className="panel-note">{t('panel.integrity.wagers.note')}</p>
      <div className="panel-toolbar">
        <label>
          {t('panel.filter.from')}
          <DateField value={from} max={to || undefined} onChange={setFrom} />
        </label>
        <label>
          {t('panel.filter.to')}
          <DateField value={to} min={from || undefined} onChange={setTo} />
        </label>
        {ready &&
          (['csv', 'json'] as const).map((format) => (
            <a
              key={format}
              className="panel-btn"
              href={panelClient.audit.wagerExport({ from, to, format })}
              download
              data-testid={`wager-export-${format}`}
            >
              {t(`panel.integrity.wagers.${format}`)}
            </a>
          ))}
      </div>
    </div>
  );
}
