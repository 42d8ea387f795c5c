import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { safeNextPath } from '@bet/shared';
import { LoginForm } from '../../app/shell/LoginForm.tsx';
import { useSession } from '../../state/session-store.ts';
import './first-login.css';

/**
 * The full-page login (route firstlogin): after logging in, go to `next` (where a session ended)
 * or `nextUrl` (the login_screen setting), or Home.
 */
export default function FirstLoginPage() {
  const { t } = useTranslation();
  const { lang = 'tr' } = useParams();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const sessionEnded = useSession((s) => s.sessionEnded);
  // Only paths of this site: another site's address in the link must not receive the user.
  const target = safeNextPath(query.get('next') ?? query.get('nextUrl')) ?? `/${lang}/`;
  useEffect(() => {
    if (user) void navigate(target, { replace: true });
  }, [user, target, navigate]);
  return (
    <section className="first-login">
      <h1>{t('nav.login')}</h1>
      {sessionEnded && (
        <p role="status" data-testid="session-ended">
          {t('session.expired')}
        </p>
      )}
      <LoginForm />
      <p>
        <Link to={`/${lang}/forgotPassword`}>{t('login.forgotPassword')}</Link>
      </p>
    </section>
  );
}
