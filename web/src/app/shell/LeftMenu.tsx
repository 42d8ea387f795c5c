import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LANGUAGES } from '@bet/shared';
import { THEMES, useUi } from '../../state/ui-store.ts';
import { useLangLink } from './use-lang-link.ts';

export function LeftMenu({ open }: { open: boolean }) {
  const { t, i18n } = useTranslation();
  const link = useLangLink();
  const { pathname, search } = useLocation();
  const closeMenus = useUi((s) => s.closeMenus);
  const setTheme = useUi((s) => s.setTheme);
  const theme = useUi((s) => s.theme);
  // Switching language keeps the page: only the first path segment changes.
  const samePageIn = (code: string) => pathname.replace(/^\/[a-z]{2}/, `/${code}`) + search;
  return (
    <nav className={`side-menu left ${open ? 'open' : ''}`} aria-hidden={!open} aria-label={t('nav.menu')}>
      <ul className="menu-links" onClick={closeMenus}>
        <li>
          <Link to={link()}>{t('nav.home')}</Link>
        </li>
        <li>
          <Link to={link('livebets')}>{t('nav.live')}</Link>
        </li>
        <li>
          <Link to={link('sports')}>{t('nav.sports')}</Link>
        </li>
        <li>
          <Link to={link('highlights')}>{t('nav.highlights')}</Link>
        </li>
        <li>
          <Link to={link('upcomings')}>{t('nav.upcoming')}</Link>
        </li>
        <li>
          <Link to={link('results')}>{t('nav.results')}</Link>
        </li>
      </ul>
      <h3>{t('nav.languages')}</h3>
      <ul className="languages" onClick={closeMenus}>
        {LANGUAGES.map((l) => (
          <li key={l.code}>
            <Link
              to={samePageIn(l.code)}
              lang={l.code}
              aria-current={i18n.language === l.code ? 'true' : undefined}
            >
              {l.name}
            </Link>
          </li>
        ))}
      </ul>
      <h3>{t('menu.theme')}</h3>
      <div className="themes">
        {THEMES.map((name) => (
          <button
            key={name}
            type="button"
            className={`swatch swatch-${name}`}
            aria-label={name}
            aria-pressed={theme === name}
            onClick={() => setTheme(name)}
          />
        ))}
      </div>
    </nav>
  );
}
