import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { LoginForm } from '../../app/shell/LoginForm.tsx';
import { useSession } from '../../state/session-store.ts';

/** The full-page login (route firstlogin): after logging in, go to `nextUrl` or Home. */
export default function FirstLoginPage() {
  const { t } = useTranslation();
  const { lang = 'tr' } = useParams();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const next = query.get('nextUrl');
  // Only same-site paths: an absolute URL in nextUrl must not send the user elsewhere.
  const target = next && next.startsWith('/') && !next.startsWith('//') ? next : `/${lang}/`;
  useEffect(() => {
    if (user) void navigate(target, { replace: true });
  }, [user, target, navigate]);
  return (
    <section className="first-login">
      <h1>{t('nav.login')}</h1>
      <LoginForm />
      <p>
        <Link to={`/${lang}/forgotPassword`}>{t('login.forgotPassword')}</Link>
      </p>
    </section>
  );
}
