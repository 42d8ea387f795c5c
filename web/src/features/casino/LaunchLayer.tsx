import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { LoginForm } from '../../app/shell/LoginForm.tsx';
import { useLaunch } from './launch.ts';

/**
 * What opening a game shows over the lobby: the loading curtain, the embedded game with its close
 * button, and a guest's login prompt with the demo button where the game has a demo.
 */
export function LaunchLayer() {
  const { t } = useTranslation();
  const curtain = useLaunch((s) => s.curtain);
  const overlay = useLaunch((s) => s.overlay);
  const guest = useLaunch((s) => s.guestPrompt);
  const { start, closeOverlay, closeGuestPrompt } = useLaunch.getState();
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (overlay) closeRef.current?.focus();
  }, [overlay]);
  useEffect(() => {
    if (!overlay && !guest) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      closeOverlay();
      closeGuestPrompt();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [overlay, guest, closeOverlay, closeGuestPrompt]);

  // Over the whole page, whatever transforms the page's own containers carry.
  return createPortal(
    <>
      {curtain && (
        <div className="game-curtain" role="status" aria-live="polite" data-testid="game-curtain">
          <span className="game-curtain-spinner" aria-hidden="true" />
          <span>
            {t('casino.loading')} {curtain.title}
          </span>
        </div>
      )}
      {overlay && (
        <div
          className="game-overlay"
          role="dialog"
          aria-modal="true"
          aria-label={overlay.game.title}
          data-testid="game-overlay"
        >
          <div className="game-overlay-bar">
            <h2>{overlay.game.title}</h2>
            <button ref={closeRef} type="button" className="btn btn-small" onClick={closeOverlay}>
              {t('casino.close')}
            </button>
          </div>
          <iframe
            src={overlay.url}
            title={overlay.game.title}
            allow="autoplay; fullscreen"
            referrerPolicy="no-referrer"
            data-testid="game-frame"
          />
        </div>
      )}
      {guest && (
        <div className="modal-backdrop" onClick={closeGuestPrompt}>
          <div
            role="dialog"
            aria-modal="true"
            aria-labelledby="casino-guest-title"
            className="modal"
            data-testid="casino-guest"
            onClick={(e) => e.stopPropagation()}
          >
            <button
              type="button"
              className="modal-close"
              aria-label={t('casino.closePrompt')}
              onClick={closeGuestPrompt}
            >
              ×
            </button>
            <h2 id="casino-guest-title">{guest.title}</h2>
            <p>{t('casino.loginToPlay')}</p>
            <LoginForm onDone={() => void start(guest, false)} />
            {guest.hasDemo && (
              <button
                type="button"
                className="btn btn-block casino-demo"
                data-testid="casino-demo"
                onClick={() => void start(guest, true)}
              >
                {t('casino.demo')}
              </button>
            )}
          </div>
        </div>
      )}
    </>,
    document.body,
  );
}
