import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useNotifications } from '../../state/notifications-store.ts';
import SafeHtml from '../../ui/SafeHtml.tsx';
import './account.css';
import { Chevron } from '../../ui/Chevron.tsx';

/**
 * Notifications: a list of titles; tapping one shows its banner and text and puts its id in the
 * URL hash, and a hash on entry opens that one ("Notifications work the same way" as promotions).
 */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const items = useNotifications((s) => s.items);
  const loaded = useNotifications((s) => s.loaded);
  const load = useNotifications((s) => s.load);
  useEffect(() => {
    void load();
  }, [load]);
  const openId = Number(hash.replace('#', ''));
  const open = items.find((n) => n.id === openId);
  const show = (id: number | null) => void navigate(`${pathname}${search}${id ? `#${id}` : ''}`);

  if (open)
    return (
      <article className="notification-detail" data-testid="notification-detail">
        <button type="button" className="btn btn-small" onClick={() => show(null)}>
          <Chevron back /> {t('nav.back')}
        </button>
        {open.banner && <img className="notification-banner" src={open.banner} alt="" />}
        <h1>{open.title}</h1>
        <SafeHtml html={open.content} className="notification-text" testId="notification-text" />
        {open.link && (
          <a className="btn btn-primary" href={open.link} rel="noopener noreferrer">
            {t('announcement.more')}
          </a>
        )}
      </article>
    );
  return (
    <section className="notifications-page" data-testid="notifications">
      <h1 className="page-title">{t('nav.notifications')}</h1>
      {!loaded && <div className="loading" aria-busy="true" />}
      {loaded && items.length === 0 && <p className="empty">{t('nomovements')}</p>}
      <ul className="notification-list">
        {items.map((n) => (
          <li key={n.id}>
            <button type="button" onClick={() => show(n.id)} data-testid="notification-item">
              {n.banner && <img src={n.banner} alt="" loading="lazy" />}
              <span>{n.title}</span>
              <Chevron />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
