import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnection } from '../../api/connection.ts';
import { useLive } from '../../state/live-store.ts';
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
  const liveStale = useTrueFor(
    useLive((s) => s.behind),
    LIVE_STALE_NOTICE_MS,
  );
  const state = status === 'online' && liveStale ? 'live-stale' : status;
  return (
    <div className="net-banner" role="status" data-testid="net-banner" data-state={state}>
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

/** Whether `value` has been true for `ms` without a break. */
function useTrueFor(value: boolean, ms: number): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    setHeld(false);
    if (!value) return;
    const timer = setTimeout(() => setHeld(true), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return value && held;
}
