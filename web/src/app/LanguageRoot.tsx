import { Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, htmlLang, isLanguageCode, type LanguageCode } from '@bet/shared';
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
  const [failed, setFailed] = useState<{ lang: LanguageCode; retry: () => void } | null>(null);
  const redirect = languageRedirect(location.pathname, rememberedLanguage());
  useBootstrap();
  useThemeOnDocument();

  useEffect(() => {
    if (!isLanguageCode(lang)) return;
    let live = true;
    setApiLanguage(lang);
    const load = (): void => {
      setFailed(null);
      applyLanguage(lang).then(
        () => live && setReady(lang),
        () => {
          if (!live) return;
          // The language's texts could not load. Another language's texts under this address
          // would pass for the site's answer: say so, and try again on a tap or once online.
          setFailed({ lang, retry: load });
          window.addEventListener('online', () => live && load(), { once: true });
        },
      );
    };
    load();
    return () => {
      live = false;
    };
  }, [lang]);

  if (redirect) return <Navigate to={redirect + location.search + location.hash} replace />;
  if (failed && failed.lang === lang && ready !== lang)
    return <LanguageFailed lang={failed.lang} onRetry={failed.retry} />;
  return ready === lang ? (
    <RouteErrorBoundary resetKey={location.pathname}>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  ) : null;
}

/**
 * The texts of the language the address names did not load: the error page in the language the
 * site holds (Turkish at first, else the last one shown), tagged as that language, naming the
 * language asked for in its own script, with Try again.
 */
function LanguageFailed({ lang, onRetry }: { lang: LanguageCode; onRetry: () => void }) {
  const { t, i18n } = useTranslation();
  const shown = isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const asked = LANGUAGES.find((l) => l.code === lang)!;
  const shownDir = LANGUAGES.find((l) => l.code === shown)!.dir;
  return (
    <main
      className="error-page"
      role="alert"
      data-testid="language-error"
      lang={htmlLang(shown)}
      dir={shownDir}
    >
      <h1>{t('error.title')}</h1>
      <p>
        <span lang={htmlLang(lang)} dir={asked.dir}>
          {asked.name}
        </span>
      </p>
      <p>{t(navigator.onLine ? 'error.text' : 'error.offline')}</p>
      <div className="error-actions">
        <button
          type="button"
          className="btn btn-primary"
          data-testid="language-error-retry"
          onClick={onRetry}
        >
          {t('error.retry')}
        </button>
      </div>
    </main>
  );
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
