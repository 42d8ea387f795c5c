import { Suspense, lazy, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { shutForMaintenance } from '@bet/shared';
import { client } from '../../api/client.ts';
import { useSession } from '../../state/session-store.ts';
import { useSiteSettings } from '../../state/settings-store.ts';
import { useContentTexts } from './content-texts.ts';
import { applyDesktopView } from './desktop-view.ts';
import { HOME_SLOT_ID } from '../home/home-slot.ts';
import SlipLimitsAsker from '../betslip/SlipLimitsAsker.tsx';
import './content.css';

/** How often an open site asks whether the server runs a newer build, besides when it comes back into view. */
export const VERSION_CHECK_MS = 5 * 60_000;

// Home's banners, winners, info links and desktop switch: only Home loads them.
const HomeExtras = lazy(() => import('../home/HomeExtras.tsx'));

/** The build this page runs, as vite.config.ts stamped it (none in development). */
const OWN_BUILD = import.meta.env['VITE_BUILD_ID'] as string | undefined;

/**
 * What the player site gets once its first page has painted: the desktop-version preference, the
 * 'new version available' banner, the maintenance page, and Home's extras in the place Home keeps
 * for them. Loaded after the first paint (see Shell), so none of it weighs on the first route.
 */
export default function SiteExtras() {
  useContentTexts();
  const newer = useNewerBuild();
  useEffect(() => applyDesktopView(), []);
  return (
    <>
      {newer && <NewVersionBanner />}
      <Maintenance />
      <HomeSlot />
      <SlipLimitsAsker />
    </>
  );
}

/**
 * True once the server serves another build than this page's: asked after the first paint, every
 * few minutes and whenever the page comes back into view; the site settings are read again then
 * too, so maintenance shows without a reload.
 */
function useNewerBuild(): boolean {
  const [newer, setNewer] = useState(false);
  useEffect(() => {
    let live = true;
    const check = () => {
      if (document.visibilityState !== 'visible') return;
      void useSiteSettings.getState().load();
      client.health.get().then(
        ({ buildId }) => live && setNewer(!!OWN_BUILD && !!buildId && buildId !== OWN_BUILD),
        () => undefined,
      );
    };
    check();
    const timer = setInterval(check, VERSION_CHECK_MS);
    document.addEventListener('visibilitychange', check);
    window.addEventListener('online', check);
    return () => {
      live = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener('online', check);
    };
  }, []);
  return newer;
}

/**
 * Home keeps an empty box of the right height for its extras (#home-extras); they are shown in it
 * whenever Home is on the screen, also when Home mounts after this part.
 */
function HomeSlot() {
  const { pathname } = useLocation();
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const find = () => setSlot(document.getElementById(HOME_SLOT_ID));
    find();
    const observer = new MutationObserver(find);
    observer.observe(document.querySelector('main') ?? document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname]);
  if (!slot) return null;
  return createPortal(
    <Suspense fallback={null}>
      <HomeExtras />
    </Suspense>,
    slot,
  );
}

/** "New version available! Click to update!": a reload brings the new build. */
function NewVersionBanner() {
  const { t } = useTranslation();
  return (
    <div className="new-version" role="status">
      <button type="button" data-testid="new-version" onClick={() => window.location.reload()}>
        {t('content.newVersion')}
      </button>
    </div>
  );
}

/**
 * While the site setting maintenance_mode is 1 a player (and a guest) sees the maintenance page
 * in place of the site; an administrator passes and is told that players see it.
 */
function Maintenance() {
  const { t } = useTranslation();
  const settings = useSiteSettings((s) => s.settings);
  const on = settings['maintenance_mode'] === '1';
  const message = settings['maintenance_message']?.trim() ?? '';
  const status = useSession((s) => s.status);
  const role = useSession((s) => s.user?.role);
  const admin = role === 'admin';
  // the same rule as the server's refusal of player actions
  const blocked = status !== 'unknown' && shutForMaintenance(role ? { role } : null, settings);
  useEffect(() => {
    // the site behind the maintenance page can be neither read nor reached
    const root = document.getElementById('root');
    if (!root || !blocked) return;
    root.inert = true;
    root.setAttribute('aria-hidden', 'true');
    return () => {
      root.inert = false;
      root.removeAttribute('aria-hidden');
    };
  }, [blocked]);
  if (on && admin)
    return (
      <p className="maintenance-notice" role="status" data-testid="maintenance-notice">
        {t('content.maintenance.adminNotice')}
      </p>
    );
  if (!blocked) return null;
  return createPortal(
    <main className="maintenance" data-testid="maintenance">
      <h1>{t('content.maintenance.title')}</h1>
      <p>{message || t('content.maintenance.text')}</p>
      <button
        type="button"
        className="content-primary"
        onClick={() => void useSiteSettings.getState().load()}
        data-testid="maintenance-retry"
      >
        {t('content.maintenance.retry')}
      </button>
    </main>,
    document.body,
  );
}
