import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGIN_MAX, PASSWORD_HARD_MAX, loginFormError, sanitizeLoginName } from '@bet/shared';
import { ApiError } from '../../api/client.ts';
import { useNotify } from '../../state/notify-store.ts';
import { useSession } from '../../state/session-store.ts';

/** The login form of the right menu and of the login popup. */
export function LoginForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const busy = useSession((s) => s.busy);
  const login = useSession((s) => s.login);
  const show = useNotify((s) => s.show);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const invalid = loginFormError(userName, password);
    if (invalid) return show({ state: 3, message: invalid });
    try {
      await login(userName, password);
      setPassword('');
      onDone?.();
    } catch (err) {
      // The spec shows a failed login as a status-3 notification with the server's message key.
      const apiError = err instanceof ApiError ? err : undefined;
      show({ state: 3, message: apiError?.code ?? 'technicalError', fallback: apiError?.serverMessage });
    }
  }

  return (
    <form className="login-form" onSubmit={submit} aria-busy={busy}>
      <label>
        {t('login.userName')}
        <input
          name="userName"
          autoComplete="username"
          autoCapitalize="none"
          value={userName}
          maxLength={LOGIN_MAX}
          onChange={(e) => setUserName(sanitizeLoginName(e.target.value))}
        />
      </label>
      <label>
        {t('login.password')}
        <input
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          maxLength={PASSWORD_HARD_MAX}
          onChange={(e) => setPassword(e.target.value)}
        />
      </label>
      <button type="submit" disabled={busy}>
        {t('login.submit')}
      </button>
    </form>
  );
}
