import { useEffect } from 'react';
import type { SubmissionEntry } from '@bet/shared';
import { useLocation, useNavigate, useParams } from 'react-router';
import { resolveCheckingSubmission } from '../../state/coupon-create.ts';
import { useSiteSettings } from '../../state/settings-store.ts';
import { useSlip } from '../../state/slip-store.ts';
import { useUi } from '../../state/ui-store.ts';
import { platform } from '../../platform/index.ts';
import { IdleTimer, idleMsFromSetting } from '../../terminal/idle-timer.ts';
import { EMPTY_SCAN, scanKey } from '../../terminal/scan-detector.ts';
import { slipSubmissionAnswered } from '../../terminal/submission-list.ts';

/** How often a slip being checked asks the queue again besides its list's changes (a missed event, a failed read). */
const RECHECK_MS = 5000;

/** Marks the page as a shop terminal's: the stylesheet then gives every control a large touch target. */
export function useTouchTargets(): void {
  useEffect(() => {
    document.documentElement.dataset['shopTerminal'] = '';
    return () => {
      delete document.documentElement.dataset['shopTerminal'];
    };
  }, []);
}

/** Back to Home after the configured time without a touch (site setting terminal_idle_seconds, 90 s). */
export function useIdleReturn(): void {
  const { lang = 'tr' } = useParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const ms = idleMsFromSetting(useSiteSettings((s) => s.settings['terminal_idle_seconds']));
  const home = `/${lang}/`;
  const atHome = pathname === home || pathname === `/${lang}`;
  useEffect(() => {
    const timer = new IdleTimer(ms, () => {
      useUi.getState().closeMenus();
      if (!atHome) void navigate(home);
    });
    const touch = () => timer.touch();
    const events = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;
    for (const e of events) window.addEventListener(e, touch, { capture: true, passive: true });
    return () => {
      timer.stop();
      for (const e of events) window.removeEventListener(e, touch, { capture: true });
    };
  }, [ms, home, atHome, navigate]);
}

/**
 * A scanned ticket opens the ticket screen from anywhere: the terminal's scanner, or a barcode
 * scanner acting as a keyboard (a fast burst of keys ending in Enter).
 */
export function useScannedTickets(): void {
  const { lang = 'tr' } = useParams();
  const navigate = useNavigate();
  useEffect(() => {
    const open = (code: string) => void navigate(`/${lang}/ticket?id=${encodeURIComponent(code)}`);
    let state = EMPTY_SCAN;
    const onKey = (e: KeyboardEvent) => {
      // what is typed into a password field is never a ticket
      if (e.target instanceof HTMLInputElement && e.target.type === 'password') return;
      const next = scanKey(state, e.key, e.timeStamp);
      state = next.state;
      if (next.code) {
        e.preventDefault();
        open(next.code);
      }
    };
    window.addEventListener('keydown', onKey, { capture: true });
    const offScan = platform.onScan(open);
    return () => {
      window.removeEventListener('keydown', onKey, { capture: true });
      offScan();
    };
  }, [lang, navigate]);
}

/**
 * The slip's bet whose fate was unknown: once the queue's list shows its job ended (or gone), the
 * queue is asked for the outcome, and the slip shows it placed or not placed. Also at start, so a
 * reload in between finds the answer.
 */
export function useSlipSubmissionCheck(): void {
  const checking = useSlip((s) => s.checking);
  useEffect(() => {
    if (!checking) return;
    const key = useSlip.getState().pending?.request.idempotencyKey;
    const onList = (entries: SubmissionEntry[]) => {
      if (slipSubmissionAnswered(entries, key)) void resolveCheckingSubmission();
    };
    const off = platform.onSubmissions(onList);
    void platform.submissions().then((r) => r.ok && onList(r.value));
    const timer = setInterval(() => void resolveCheckingSubmission(), RECHECK_MS);
    return () => {
      off();
      clearInterval(timer);
    };
  }, [checking]);
}
