import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ANNOUNCEMENT_INTERVAL_MS, announcementVisible, nextAnnouncement } from '@bet/shared';
import { seenKey, useAnnouncements } from '../../state/announcements-store.ts';
import { useUi } from '../../state/ui-store.ts';

// The sanitiser loads with the first popup, not with the first route.
const SafeHtml = lazy(() => import('../../ui/SafeHtml.tsx'));

/**
 * Announcement popups (accounts section 2): "shown only if type is 2 or 0 and (type2 is not 0 or
 * the current route is Home). They cycle every 10 seconds; the last closes automatically if
 * autoClose is 1, else the cycle loops." Closing one puts away the popups shown so far, on this
 * device, until an administrator edits them. It loads once there are announcements (the shell
 * reads them).
 */
export function AnnouncementPopups({ onHome }: { onHome: boolean }) {
  const { t } = useTranslation();
  const items = useAnnouncements((s) => s.items);
  const seen = useAnnouncements((s) => s.seen);
  const markSeen = useAnnouncements((s) => s.markSeen);
  const loginPopup = useUi((s) => s.loginPopup);
  const [index, setIndex] = useState(0);
  const shown = useRef(new Set<number>());

  const popups = useMemo(() => {
    const closed = new Set(seen);
    return items.filter((a) => announcementVisible(a, onHome) && !closed.has(seenKey(a)));
  }, [items, seen, onHome]);
  const current = popups[Math.min(index, popups.length - 1)];

  // Puts away the popups shown so far.
  const close = useCallback(() => {
    markSeen(popups.filter((a) => shown.current.has(a.id)));
    shown.current.clear();
    setIndex(0);
  }, [markSeen, popups]);

  // Every 10 seconds the next one; after the last, close if it auto-closes, else start again.
  useEffect(() => {
    if (!current || loginPopup) return;
    shown.current.add(current.id);
    const timer = setTimeout(() => {
      const next = nextAnnouncement(popups, Math.min(index, popups.length - 1));
      if (next === null) close();
      else setIndex(next);
    }, ANNOUNCEMENT_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [current, index, popups, loginPopup, close]);

  if (!current || loginPopup) return null;
  return (
    <div className="modal-backdrop announcement-backdrop" onClick={close}>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={`announcement-${current.id}`}
        className="modal announcement"
        data-testid="announcement"
        data-id={current.id}
        onClick={(e) => e.stopPropagation()}
      >
        <button
          type="button"
          className="modal-close"
          aria-label={t('menu.close')}
          data-testid="announcement-close"
          onClick={close}
        >
          ×
        </button>
        {current.banner && <img className="announcement-banner" src={current.banner} alt="" />}
        <h2 id={`announcement-${current.id}`}>{current.title}</h2>
        {current.content && (
          <Suspense fallback={null}>
            <SafeHtml html={current.content} className="announcement-text" testId="announcement-text" />
          </Suspense>
        )}
        <div className="announcement-foot">
          {popups.length > 1 && (
            <div className="dots" role="tablist" aria-label={t('announcement.pages')}>
              {popups.map((a, i) => (
                <button
                  key={a.id}
                  type="button"
                  role="tab"
                  aria-selected={a.id === current.id}
                  aria-label={`${i + 1} / ${popups.length}`}
                  onClick={() => setIndex(i)}
                />
              ))}
            </div>
          )}
          {current.link &&
            (current.link.startsWith('/') ? (
              <Link className="btn btn-primary" to={current.link} onClick={close}>
                {t('announcement.more')}
              </Link>
            ) : (
              <a
                className="btn btn-primary"
                href={current.link}
                target="_blank"
                rel="noopener noreferrer"
                onClick={close}
              >
                {t('announcement.more')}
              </a>
            ))}
        </div>
      </div>
    </div>
  );
}
