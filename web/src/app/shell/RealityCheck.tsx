import './reality-check.css';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { nextRealityCheckAt, toMinor, type RgSession } from '@bet/shared';
import { client } from '../../api/client.ts';
import { PAGE } from '../../features/content/content-links.ts';
import { forgetUser } from '../../state/forget-user.ts';
import { useSession } from '../../state/session-store.ts';
import { useSiteSettings } from '../../state/settings-store.ts';
import { useApi } from '../../ui/use-api.ts';
import { useMoney } from '../../ui/use-money.ts';
import { useLangLink } from './use-lang-link.ts';

/** setTimeout's longest delay. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Reality checks (issue 20 part 3): every N minutes of a player's session (the player's own
 * interval, else the site's) a dialog shows how long the session has run and its net result, with
 * a way to stop (log out), to the limits and to the responsible gaming page. It loads with the
 * logged-in dialogs, never for a guest.
 */
export function RealityCheck() {
  const player = useSession((s) => s.user?.role === 'player');
  const { data: session, reload } = useApi(player ? client.responsibleGaming.session : null);
  const [due, setDue] = useState(false);
  const startedAt = session ? Date.parse(session.sessionStartedAt) : null;
  const minutes = session?.minutes ?? 0;

  useEffect(() => {
    if (due || startedAt === null) return;
    const at = nextRealityCheckAt(startedAt, minutes, Date.now());
    if (at === null) return;
    const timer = setTimeout(
      () => {
        // the figures of the moment the check falls due
        reload();
        setDue(true);
      },
      Math.min(Math.max(0, at - Date.now()), MAX_TIMER_MS),
    );
    return () => clearTimeout(timer);
  }, [due, startedAt, minutes, reload]);

  if (!player || !due || !session) return null;
  return <RealityCheckDialog session={session} onContinue={() => setDue(false)} />;
}

function RealityCheckDialog({ session, onContinue }: { session: RgSession; onContinue: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const link = useLangLink();
  const logout = useSession((s) => s.logout);
  const loginScreen = useSiteSettings((s) => s.settings['login_screen'] === '1');
  const dialog = useRef<HTMLDivElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  const [now] = useState(() => Date.now());
  const elapsedMin = Math.max(0, Math.floor((now - Date.parse(session.sessionStartedAt)) / 60_000));

  // Focus moves into the dialog and back to where it was when the dialog closes.
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    first.current?.focus();
    return () => before?.focus?.();
  }, []);

  const stop = async () => {
    await logout();
    forgetUser();
    if (!loginScreen) void navigate(link());
  };

  // A modal dialog keeps the keyboard inside; Escape goes on playing.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onContinue();
      return;
    }
    if (e.key !== 'Tab') return;
    const items = [...(dialog.current?.querySelectorAll<HTMLElement>('button, a[href]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next = e.shiftKey ? (at <= 0 ? items.length - 1 : at - 1) : (at + 1) % items.length;
    e.preventDefault();
    items[next]?.focus();
  };

  return (
    <div className="modal-backdrop">
      <div
        ref={dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="reality-check-title"
        aria-describedby="reality-check-intro"
        className="modal reality-check"
        data-testid="reality-check"
        onKeyDown={onKeyDown}
      >
        <h2 id="reality-check-title">{t('realityCheck.title')}</h2>
        <p id="reality-check-intro">{t('realityCheck.intro')}</p>
        <dl className="reality-check-figures">
          <div>
            <dt>{t('realityCheck.elapsed')}</dt>
            <dd data-testid="reality-check-elapsed">
              {t('realityCheck.duration', { hours: Math.floor(elapsedMin / 60), minutes: elapsedMin % 60 })}
            </dd>
          </div>
          <div>
            <dt>{t('realityCheck.staked')}</dt>
            <dd data-testid="reality-check-staked">{money(toMinor(session.staked))}</dd>
          </div>
          <div>
            <dt>{t('realityCheck.returned')}</dt>
            <dd>{money(toMinor(session.returned))}</dd>
          </div>
          <div>
            <dt>{t('realityCheck.net')}</dt>
            <dd data-testid="reality-check-net">{money(toMinor(session.net))}</dd>
          </div>
        </dl>
        <div className="session-warning-actions">
          <button ref={first} type="button" className="btn btn-primary" onClick={onContinue}>
            {t('realityCheck.continue')}
          </button>
          <button type="button" className="btn" data-testid="reality-check-stop" onClick={() => void stop()}>
            {t('realityCheck.stop')}
          </button>
        </div>
        <div className="modal-links">
          <Link to={link('responsibleGaming')} onClick={onContinue}>
            {t('realityCheck.limits')}
          </Link>
          <Link to={link(`page/${PAGE.responsibleGaming}`)} onClick={onContinue}>
            {t('realityCheck.about')}
          </Link>
        </div>
      </div>
    </div>
  );
}
