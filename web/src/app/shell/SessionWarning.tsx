import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { sessionWarning } from '@bet/shared';
import { forgetUser } from '../../state/forget-user.ts';
import { useSessionClock } from '../../state/session-clock.ts';
import { useSession } from '../../state/session-store.ts';
import { useSiteSettings } from '../../state/settings-store.ts';
import { RealityCheck } from './RealityCheck.tsx';
import { useLangLink } from './use-lang-link.ts';

/** setTimeout's longest delay. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** What a logged-in user's session shows over any page: its end coming, and a player's reality checks. */
export function LoggedInDialogs() {
  return (
    <>
      <SessionWarning />
      <RealityCheck />
    </>
  );
}

/**
 * Counts the session down from what the server last said: two minutes before the end a dialog
 * offers to stay signed in (or says the time limit is near), and at the end the app ends the
 * session and returns to the login with the page to come back to.
 */
export function SessionWarning() {
  const user = useSession((s) => s.user);
  const remaining = useSessionClock((s) => s.remaining);
  const [now, setNow] = useState(() => Date.now());
  const [dismissedLimit, setDismissedLimit] = useState(false);
  const warning = user && remaining ? sessionWarning(remaining, Math.max(now, remaining.receivedAt)) : null;
  const kind = warning?.kind;
  const delay = warning?.kind === 'none' ? warning.nextCheckMs : 1000;

  // Right after a login nothing has said yet how long the session lasts: ask once.
  const unknown = Boolean(user) && !remaining;
  useEffect(() => {
    if (unknown) void useSessionClock.getState().check();
  }, [unknown]);

  useEffect(() => {
    if (!kind) return;
    if (kind === 'ended') {
      void useSessionClock.getState().end();
      return;
    }
    const timer = setTimeout(() => setNow(Date.now()), Math.min(delay, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [kind, delay, now]);

  // Timers of a hidden tab are held back; look again as soon as it is seen.
  useEffect(() => {
    const look = () => setNow(Date.now());
    document.addEventListener('visibilitychange', look);
    return () => document.removeEventListener('visibilitychange', look);
  }, []);

  if (!warning || (warning.kind !== 'idle' && warning.kind !== 'limit')) return null;
  if (warning.kind === 'limit' && dismissedLimit) return null;
  return (
    <SessionDialog
      kind={warning.kind}
      seconds={warning.secondsLeft}
      onDismiss={() => setDismissedLimit(true)}
    />
  );
}

function SessionDialog({
  kind,
  seconds,
  onDismiss,
}: {
  kind: 'idle' | 'limit';
  seconds: number;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const link = useLangLink();
  const logout = useSession((s) => s.logout);
  const loginScreen = useSiteSettings((s) => s.settings['login_screen'] === '1');
  const dialog = useRef<HTMLDivElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);

  // Focus moves into the dialog and back to where it was when the dialog closes.
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    first.current?.focus();
    return () => before?.focus?.();
  }, []);

  const stay = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await useSessionClock.getState().check();
    } finally {
      setBusy(false);
    }
  };
  const signOut = async () => {
    await logout();
    forgetUser();
    if (!loginScreen) void navigate(link());
  };
  const primary = kind === 'idle' ? stay : onDismiss;

  // A modal dialog keeps the keyboard inside; Escape does what the first button does.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      void primary();
      return;
    }
    if (e.key !== 'Tab') return;
    const buttons = [...(dialog.current?.querySelectorAll('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = e.shiftKey ? (at <= 0 ? buttons.length - 1 : at - 1) : (at + 1) % buttons.length;
    e.preventDefault();
    buttons[next]?.focus();
  };

  return (
    <div className="modal-backdrop session-warning-backdrop">
      <div
        ref={dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="session-warning-title"
        aria-describedby="session-warning-text"
        className="modal session-warning"
        data-testid="session-warning"
        onKeyDown={onKeyDown}
      >
        <h2 id="session-warning-title">{t('session.expiringTitle')}</h2>
        <p id="session-warning-text">
          {t(kind === 'idle' ? 'session.expiringIdle' : 'session.expiringLimit', { seconds })}
        </p>
        <div className="session-warning-actions">
          <button
            ref={first}
            type="button"
            className="btn btn-primary"
            aria-busy={busy}
            onClick={() => void primary()}
          >
            {t(kind === 'idle' ? 'session.staySignedIn' : 'menu.close')}
          </button>
          <button type="button" className="btn" onClick={() => void signOut()}>
            {t('session.signOut')}
          </button>
        </div>
      </div>
    </div>
  );
}
