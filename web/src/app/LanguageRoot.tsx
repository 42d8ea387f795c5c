import { Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { isLanguageCode } from '@bet/shared';
import { rememberedLanguage, applyLanguage } from '../i18n/i18n.ts';
import { setApiLanguage } from '../api/client.ts';
import { useSession } from '../state/session-store.ts';
import { SETTINGS_REFRESH_MS, useSiteSettings } from '../state/settings-store.ts';
import { languageRedirect } from './lang-path.ts';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { useThemeOnDocument } from './shell/use-theme.ts';

/** Applies the language of the first path segment before rendering the page. */
export function LanguageRoot() {
  const { lang } = useParams();
  const location = useLocation();
  const [ready, setReady] = useState<string | null>(null);
  const redirect = languageRedirect(location.pathname, rememberedLanguage());
  useBootstrap();
  useThemeOnDocument();

  useEffect(() => {
    if (!isLanguageCode(lang)) return;
    let live = true;
    setApiLanguage(lang);
    void applyLanguage(lang).then(() => live && setReady(lang));
    return () => {
      live = false;
    };
  }, [lang]);

  if (redirect) return <Navigate to={redirect + location.search + location.hash} replace />;
  return ready === lang ? (
    <RouteErrorBoundary resetKey={location.pathname}>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  ) : null;
}

/** Once per page load: who is logged in, and the site settings (refreshed every 6 hours). */
function useBootstrap() {
  const refreshSession = useSession((s) => s.refresh);
  const loadSettings = useSiteSettings((s) => s.load);
  useEffect(() => {
    void refreshSession();
    void loadSettings();
    const timer = setInterval(() => void loadSettings(), SETTINGS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [refreshSession, loadSettings]);
}

/** Paths without a language segment get one. */
export function RootRedirect() {
  const location = useLocation();
  const to = languageRedirect(location.pathname, rememberedLanguage()) ?? '/tr/';
  return <Navigate to={to + location.search + location.hash} replace />;
}
