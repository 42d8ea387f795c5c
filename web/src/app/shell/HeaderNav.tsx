import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../state/session-store.ts';
import { useSiteSettings } from '../../state/settings-store.ts';
import { areaEnabled, type Area } from './areas.ts';
import { useLangLink } from './use-lang-link.ts';

const LINKS: ReadonlyArray<[string, string, Area | null]> = [
  ['nav.live', 'livebets', 'live'],
  ['nav.sports', 'sports', 'sports'],
  ['nav.highlights', 'uphigh?act=1', 'sports'],
  ['nav.upcoming', 'uphigh?act=2', 'sports'],
  ['nav.results', 'results', null],
];

/** Wide screens: the main areas as tabs in the header (phones reach them through the menu and footer). */
export function HeaderNav() {
  const { t } = useTranslation();
  const link = useLangLink();
  const user = useSession((s) => s.user);
  const settings = useSiteSettings((s) => s.settings);
  const { pathname, search } = useLocation();
  // Highlights and upcoming share a path: the query tells them apart.
  const isActive = (path: string) => {
    const [base = '', query] = path.split('?');
    const here = pathname.replace(/\/$/, '') === link(base).replace(/\/$/, '');
    return (
      here && (!query || new URLSearchParams(search).get('act') === new URLSearchParams(query).get('act'))
    );
  };
  return (
    <nav className="header-nav" aria-label={t('home.quickLinks')}>
      {LINKS.filter(([, , area]) => !area || areaEnabled(area, settings, user)).map(([label, path]) => (
        <Link
          key={label}
          to={link(path)}
          className={isActive(path) ? 'active' : undefined}
          aria-current={isActive(path) ? 'page' : undefined}
        >
          {t(label)}
        </Link>
      ))}
    </nav>
  );
}
