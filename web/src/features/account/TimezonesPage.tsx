import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useIntlLocales } from '../../i18n/locale.ts';
import { useLangLink } from '../../app/shell/use-lang-link.ts';
import {
  BROWSER_TIME_ZONE,
  allTimeZones,
  chooseTimeZone,
  dateFormat,
  timeZone,
  timeZoneChosen,
} from '../../ui/time-zone.ts';
import { AccountScreen } from './account-ui.tsx';
import { useMinute } from './use-minute.ts';

const CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/**
 * Timezones: the automatic entry (the browser's zone) and every zone this browser knows with its
 * current time. A choice goes into the `timezone` cookie and the player goes back.
 */
export default function TimezonesPage() {
  return (
    <AccountScreen title="acct.tz.title">
      <ZoneList />
    </AccountScreen>
  );
}

function ZoneList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const link = useLangLink();
  const locales = useIntlLocales();
  const now = useMinute();
  const [filter, setFilter] = useState('');
  const zones = useMemo(allTimeZones, []);
  const chosen = timeZoneChosen() ? timeZone() : null;
  const needle = filter.trim().toLowerCase().replace(/\s+/g, '_');
  const shown = needle ? zones.filter((z) => z.toLowerCase().includes(needle)) : zones;
  const clock = (zone: string) => dateFormat(locales, CLOCK, zone).format(now);
  const choose = (zone: string | undefined) => {
    chooseTimeZone(zone);
    // Back where the player came from; a page opened directly has nothing of ours to go back to.
    void (window.history.state?.idx > 0 ? navigate(-1) : navigate(link('settings')));
  };
  return (
    <>
      <ul className="acct-links">
        <li>
          <button
            type="button"
            aria-current={chosen === null ? 'true' : undefined}
            data-testid="timezone-auto"
            onClick={() => choose(undefined)}
          >
            <span>{t('acct.tz.auto')}</span>
            <small dir="ltr">
              {clock(BROWSER_TIME_ZONE)} {BROWSER_TIME_ZONE}
            </small>
          </button>
        </li>
      </ul>
      <div className="acct-filters" role="search">
        <div className="acct-field" style={{ gridColumn: '1 / -1' }}>
          <label htmlFor="tz-filter">{t('acct.tz.filter')}</label>
          <input id="tz-filter" type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
        </div>
      </div>
      <ul className="acct-links acct-zones" aria-label={t('acct.tz.title')}>
        {shown.map((zone) => (
          <li key={zone}>
            <button
              type="button"
              aria-current={chosen === zone ? 'true' : undefined}
              data-zone={zone}
              onClick={() => choose(zone)}
            >
              <span dir="ltr">{zone.replace(/_/g, ' ')}</span>
              <small dir="ltr">{clock(zone)}</small>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
