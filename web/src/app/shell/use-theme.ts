import { useEffect } from 'react';
import { useSiteSettings } from '../../state/settings-store.ts';
import { effectiveTheme, useUi, type Theme } from '../../state/ui-store.ts';

/** The browser bar's colour per theme (the header's colour). */
const BAR: Record<Theme, string> = {
  red: '#b71c1c',
  blue: '#0b3d91',
  green: '#16703a',
  orange: '#d84f00',
  gold: '#8a6500',
  black: '#0d1014',
};

/** Puts the theme in force on <html>, so every page (the login page too) and every popup wear it. */
export function useThemeOnDocument(): Theme {
  const chosen = useUi((s) => s.theme);
  const siteDefault = useSiteSettings((s) => s.settings['site_default_theme']);
  const theme = effectiveTheme(chosen, siteDefault);
  useEffect(() => {
    document.documentElement.dataset['theme'] = theme;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'theme-color';
      document.head.append(meta);
    }
    meta.content = BAR[theme];
  }, [theme]);
  useFaviconOnDocument();
  return theme;
}

/** The operator's uploaded favicon (site_favicon), in place of the build's own while it is set. */
function useFaviconOnDocument(): void {
  const favicon = useSiteSettings((s) => s.settings['site_favicon']);
  useEffect(() => {
    if (!favicon) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.append(link);
    }
    const before = link.href;
    link.href = favicon;
    return () => {
      link.href = before;
    };
  }, [favicon]);
}
