import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFY, LOGIN_MAX, PASSWORD_HARD_MAX, loginFormError, sanitizeLoginName } from '@bet/shared';
import { ApiError, client } from '../../api/client.ts';
import { Captcha, type CaptchaLabels } from '../../features/account/Captcha.tsx';
import { loginRefusalNotice } from '../../state/login-refusal.ts';
import { useNotify } from '../../state/notify-store.ts';
import { useSession } from '../../state/session-store.ts';

type CaptchaImage = { captchaId: string; image: string };

const CAPTCHA_LABELS: CaptchaLabels = {
  field: 'login.captcha',
  image: 'login.captchaImage',
  refresh: 'login.captchaReload',
};

/** The captcha a refused login brought (403 `captchaRequired` or `securityCode`), if any. */
function askedCaptcha(err: unknown): CaptchaImage | undefined {
  if (!(err instanceof ApiError)) return undefined;
  const captcha = err.details['captcha'] as Partial<CaptchaImage> | undefined;
  return typeof captcha?.captchaId === 'string' && typeof captcha.image === 'string'
    ? { captchaId: captcha.captchaId, image: captcha.image }
    : undefined;
}

/** The login form of the right menu, the login popup and the login page. */
export function LoginForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  // After a few failed logins the server asks for a captcha; each answer is good for one try.
  const [captcha, setCaptcha] = useState<CaptchaImage | null>(null);
  const [captchaAnswer, setCaptchaAnswer] = useState('');
  const [captchaWrong, setCaptchaWrong] = useState(false);
  const busy = useSession((s) => s.busy);
  const login = useSession((s) => s.login);
  const show = useNotify((s) => s.show);

  function newCaptcha() {
    setCaptchaAnswer('');
    setCaptchaWrong(false);
    client.auth
      .captcha()
      .then(setCaptcha)
      .catch(() => undefined);
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const invalid = loginFormError(userName, password);
    if (invalid) return show({ state: NOTIFY.warning, message: invalid });
    try {
      await login(
        userName,
        password,
        captcha ? { captchaId: captcha.captchaId, captcha: captchaAnswer } : undefined,
      );
      setPassword('');
      setCaptcha(null);
      onDone?.();
    } catch (err) {
      const asked = askedCaptcha(err);
      // A sent answer is spent whatever the outcome; the server's refusal brings the next image.
      if (asked || captcha) {
        setCaptcha(asked ?? null);
        setCaptchaAnswer('');
        setCaptchaWrong(err instanceof ApiError && err.code === 'securityCode');
      }
      // The spec shows a failed login as a status-3 notification with the server's message key.
      show(loginRefusalNotice(err));
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
      {captcha && (
        <Captcha
          image={captcha.image}
          value={captchaAnswer}
          onChange={setCaptchaAnswer}
          onRefresh={newCaptcha}
          error={captchaWrong ? t('securityCode') : undefined}
          labels={CAPTCHA_LABELS}
        />
      )}
      <button type="submit" disabled={busy} aria-busy={busy} data-testid="login-submit">
        {t('login.submit')}
      </button>
    </form>
  );
}
