import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { safeNextPath } from '@bet/shared';
import { LoginForm } from '../../app/shell/LoginForm.tsx';
import { NotificationDialog } from '../../app/shell/NotificationDialog.tsx';
import { useSession } from '../../state/session-store.ts';
import { mayOpenPanel } from './panel-pages.tsx';

/**
 * The panel's login. A player or shop user who opened the panel lands here with a message saying
 * the panel is for dealers; logging in with a panel account goes on to the page asked for.
 */
export function PanelLogin() {
  const { t } = useTranslation();
  const { lang = 'tr' } = useParams();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const allowed = mayOpenPanel(user?.role);
  const next = safeNextPath(query.get('next'));
  const target = next?.startsWith(`/${lang}/admin`) ? next : `/${lang}/admin`;
  useEffect(() => {
    if (allowed) void navigate(target, { replace: true });
  }, [allowed, target, navigate]);
  const denied = (user && !allowed) || query.get('reason') === 'denied';
  return (
    <main className="panel-login">
      <section className="panel-card panel-login-card">
        <h1>{t('panel.title')}</h1>
        <p role="alert" className={denied ? 'panel-alert' : 'panel-note'} data-testid="panel-login-message">
          {denied ? t('panel.login.denied') : t('panel.login.needed')}
        </p>
        <LoginForm />
        <p>
          <Link to={`/${lang}/`}>{t('panel.backToSite')}</Link>
        </p>
      </section>
      <NotificationDialog />
    </main>
  );
}
