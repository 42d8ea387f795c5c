import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnection } from '../../api/connection.ts';
import { useLive } from '../../state/live-store.ts';
import { useDebounced } from '../../ui/use-api.ts';
import './net.css';

/**
 * How long the live prices may wait for their connection before the player is told: a dropped
 * connection usually comes back, with its snapshots, within a second or two.
 */
const LIVE_STALE_NOTICE_MS = 3000;

/**
 * Says when the site lost its server and when it is back, and when only the live prices' own
 * connection is down (the odds it locks would otherwise be locked without a word). The live region
 * is always there, empty while all is well, so screen readers announce each change of its text.
 */
export function ConnectionBanner() {
  const { t } = useTranslation();
  const status = useConnection((s) => s.status);
  const liveBehind = useLive((s) => s.behind);
  // stale once it has been behind for the whole wait: true now, and true when last settled
  const settledBehind = useDebounced(liveBehind, LIVE_STALE_NOTICE_MS);
  const liveStale = liveBehind && settledBehind;
  const state = status === 'online' && liveStale ? 'live-stale' : status;
  const banner = useRef<HTMLDivElement>(null);
  useKeepsItsSpace(banner);
  return (
    <div ref={banner} className="net-banner" role="status" data-testid="net-banner" data-state={state}>
      {(state === 'reconnecting' || state === 'live-stale') && (
        <p>
          <span className="net-spinner" aria-hidden="true" />
          {t(state === 'reconnecting' ? 'net.reconnecting' : 'net.liveStale')}
        </p>
      )}
      {state === 'back' && <p>{t('net.back')}</p>}
    </div>
  );
}

/**
 * The banner takes its own space: its height, as it wraps at each width and language, is the page's
 * `--net-h`, by which net.css moves the page and the fixed columns down, so it hides nothing.
 */
function useKeepsItsSpace(banner: RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    const el = banner.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const h = Math.ceil(el.getBoundingClientRect().height);
      if (h > 0) root.style.setProperty('--net-h', `${h}px`);
      else root.style.removeProperty('--net-h');
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--net-h');
    };
  }, [banner]);
}
