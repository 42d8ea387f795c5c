import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LANGUAGES } from '@bet/shared';
import { useContentTexts } from '../../features/content/content-texts.ts';
import { useNotifications } from '../../state/notifications-store.ts';
import { useSession } from '../../state/session-store.ts';
import { useSiteSettings } from '../../state/settings-store.ts';
import { effectiveTheme, THEMES, useUi } from '../../state/ui-store.ts';
import { areaEnabled, type Area } from './areas.ts';
import { Flag } from './Flag.tsx';
import { LanguageLinks } from './LanguageLinks.tsx';
import { MenuLink } from './MenuLink.tsx';
import { useLangLink } from './use-lang-link.ts';
import { useSlideIn } from './use-slide-in.ts';

/** The menu's entries in the spec's order: [label key, path, the area that must be enabled]. */
const ENTRIES: ReadonlyArray<[string, string, Area | null]> = [
  ['nav.home', '', null],
  ['nav.live', 'livebets', 'live'],
  ['nav.sports', 'sports', 'sports'],
  ['nav.highlights', 'uphigh?act=1', 'sports'],
  ['nav.upcoming', 'uphigh?act=2', 'sports'],
  ['nav.results', 'results', null],
  ['nav.liveCasino', 'livecasino', 'casino'],
  ['nav.slots', 'casino', 'slots'],
  ['nav.bingo', 'bingo', 'bingo'],
  ['nav.virtual', 'virtualgames', 'virtual'],
  ['nav.tvGames', 'tvgames', 'tvgames'],
  ['nav.promotions', 'promotions', 'promotions'],
  // the spec's support and 'others' menus (their names are the content texts, loaded with the menu)
  ['content.support', 'support', null],
  ['content.others', 'others', null],
];

/**
 * The left menu: the language with its flag (opening the list of languages), the areas enabled
 * for the site, notifications with their count for a logged-in player, and the colour themes.
 * It loads the first time it opens (see SideMenus).
 */
export function LeftMenu({ open }: { open: boolean }) {
  // slides in the first time too, when it has just loaded already open
  const shown = useSlideIn(open);
  useContentTexts();
  const { t, i18n } = useTranslation();
  const link = useLangLink();
  const { pathname, search } = useLocation();
  const closeMenus = useUi((s) => s.closeMenus);
  const setTheme = useUi((s) => s.setTheme);
  const settings = useSiteSettings((s) => s.settings);
  const theme = effectiveTheme(
    useUi((s) => s.theme),
    settings['site_default_theme'],
  );
  const user = useSession((s) => s.user);
  const notifications = useNotifications((s) => s.items.length);
  const [languagesOpen, setLanguagesOpen] = useState(false);
  const current = LANGUAGES.find((l) => l.code === i18n.language) ?? LANGUAGES[0];
  // Switching language keeps the page: only the first path segment changes.
  const samePageIn = (code: string) => pathname.replace(/^\/[a-z]{2}/, `/${code}`) + search;

  return (
    <nav
      className={`side-menu left ${shown ? 'open' : ''}`}
      aria-hidden={!open}
      aria-label={t('nav.menu')}
      inert={!open}
    >
      <button
        type="button"
        className="current-language"
        aria-expanded={languagesOpen}
        data-testid="language-toggle"
        onClick={() => setLanguagesOpen(!languagesOpen)}
      >
        <Flag code={current.flag} />
        <span>{current.name}</span>
        <span className="chevron" aria-hidden="true">
          {languagesOpen ? '▴' : '▾'}
        </span>
      </button>
      {languagesOpen && <LanguageLinks to={samePageIn} className="languages" onClick={closeMenus} />}
      <ul className="menu-links" onClick={closeMenus}>
        {ENTRIES.filter(([, , area]) => !area || areaEnabled(area, settings, user)).map(([label, path]) => (
          <li key={label}>
            <MenuLink path={path}>{t(label)}</MenuLink>
          </li>
        ))}
        {user && (
          <li>
            <Link to={link('notifications')} data-testid="menu-notifications">
              {t('nav.notifications')}
              {notifications > 0 && (
                <span className="badge" data-testid="notifications-count">
                  {notifications}
                </span>
              )}
            </Link>
          </li>
        )}
      </ul>
      {settings['themeChange'] !== '0' && (
        <>
          <h3 id="theme-heading">{t('menu.theme')}</h3>
          <div className="themes" role="group" aria-labelledby="theme-heading">
            {THEMES.map((name) => (
              <button
                key={name}
                type="button"
                className={`swatch swatch-${name}`}
                title={t(`theme.${name}`)}
                aria-label={t(`theme.${name}`)}
                aria-pressed={theme === name}
                data-testid={`theme-${name}`}
                onClick={() => setTheme(name)}
              />
            ))}
          </div>
        </>
      )}
    </nav>
  );
}
