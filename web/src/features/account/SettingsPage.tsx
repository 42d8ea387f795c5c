import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LANGUAGES } from '@bet/shared';
import { Flag } from '../../app/shell/Flag.tsx';
import { useLangLink } from '../../app/shell/use-lang-link.ts';
import { timeZone, useDateFormat } from '../../ui/time-zone.ts';
import { AccountScreen } from './account-ui.tsx';
import { useMinute } from './use-minute.ts';

const CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/** Settings: the language (with its flag) and the time zone (with its time), each a link to its list. */
export default function SettingsPage() {
  return (
    <AccountScreen title="account.settings">
      <SettingsLinks />
    </AccountScreen>
  );
}

// A child of AccountScreen, so its texts are read after the account texts have loaded.
function SettingsLinks() {
  const { t, i18n } = useTranslation();
  const link = useLangLink();
  const clock = useDateFormat(CLOCK);
  const now = useMinute();
  const language = LANGUAGES.find((l) => l.code === i18n.language) ?? LANGUAGES[0];
  return (
    <ul className="acct-links">
      <li>
        <Link to={link('languages')} data-testid="settings-language">
          <span>{t('acct.settings.language')}</span>
          <small>
            <Flag code={language.flag} /> {language.name}
          </small>
        </Link>
      </li>
      <li>
        <Link to={link('timezone')} data-testid="settings-timezone">
          <span>{t('acct.settings.timezone')}</span>
          <small dir="ltr">
            {clock.format(now)} {timeZone()}
          </small>
        </Link>
      </li>
    </ul>
  );
}
