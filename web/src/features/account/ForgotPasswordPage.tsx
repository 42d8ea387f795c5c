import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import {
  MAX_AGE,
  MIN_AGE,
  PASSWORD_HARD_MAX,
  USER_NAME_MAX,
  forgotPasswordError,
  resetPasswordError,
  sanitizeLoginName,
} from '@bet/shared';
import { client } from '../../api/client.ts';
import { useLangLink } from '../../app/shell/use-lang-link.ts';
import { notifyKey } from '../../state/notify-text.ts';
import { useUi } from '../../state/ui-store.ts';
import { AccountScreen, Field, describedBy, notifyApiError } from './account-ui.tsx';
import { BirthDateFields, type BirthDate } from './BirthDateFields.tsx';

/**
 * Forgot password and resetPassword/{passCode}: the route's code chooses between the request form
 * (user name and birth date) and the new-password form.
 */
export default function ForgotPasswordPage() {
  const { passCode } = useParams();
  return passCode ? (
    <AccountScreen title="acct.reset.title">
      <ResetForm code={passCode} />
    </AccountScreen>
  ) : (
    <AccountScreen title="acct.forgot.title">
      <RequestForm />
    </AccountScreen>
  );
}

function RequestForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const link = useLangLink();
  const [username, setUsername] = useState('');
  const [birth, setBirth] = useState<BirthDate>({ day: 0, month: 0, year: 0 });
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const body = {
      username,
      birthDateDay: birth.day,
      birthDateMonth: birth.month,
      birthDateYear: birth.year,
    };
    const key = forgotPasswordError(body);
    setError(key);
    if (key) return notifyKey(3, key);
    setBusy(true);
    try {
      await client.auth.forgotPassword(body);
      setSent(true);
    } catch (err) {
      notifyApiError(err);
    } finally {
      setBusy(false);
    }
  }

  if (sent)
    return (
      <form
        className="acct-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (code.trim()) void navigate(link(`resetPassword/${encodeURIComponent(code.trim())}`));
        }}
      >
        <p className="acct-text" role="status" data-testid="forgot-sent">
          {t('acct.forgot.sent')}
        </p>
        <Field id="fp-code" label={t('acct.reset.code')}>
          <input
            id="fp-code"
            autoComplete="one-time-code"
            autoCapitalize="characters"
            maxLength={100}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </Field>
        <button type="submit" className="acct-primary">
          {t('acct.reset.title')}
        </button>
      </form>
    );

  return (
    <form className="acct-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
      <p className="acct-text">{t('acct.forgot.text')}</p>
      <Field
        id="fp-username"
        label={t('acct.field.userName')}
        error={error === 'userNameRules' ? t(error) : undefined}
      >
        <input
          {...describedBy('fp-username', error === 'userNameRules' ? t(error) : undefined)}
          autoComplete="username"
          autoCapitalize="none"
          maxLength={USER_NAME_MAX}
          value={username}
          onChange={(e) => setUsername(sanitizeLoginName(e.target.value))}
        />
      </Field>
      <BirthDateFields
        idPrefix="fp-birth"
        value={birth}
        onChange={setBirth}
        fromAge={MIN_AGE}
        toAge={MAX_AGE}
        error={error === 'allInputEnter' ? t(error) : undefined}
      />
      <button type="submit" className="acct-primary" disabled={busy} data-testid="forgot-submit">
        {t('acct.forgot.submit')}
      </button>
    </form>
  );
}

function ResetForm({ code }: { code: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const link = useLangLink();
  const openLoginPopup = useUi((s) => s.openLoginPopup);
  const [password, setPassword] = useState('');
  const [repassword, setRepassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const body = { password, repassword };
    const key = resetPasswordError(code, body);
    setError(key);
    if (key) return notifyKey(3, key);
    setBusy(true);
    try {
      await client.auth.resetPassword({ code }, body);
      notifyKey(1, 'acct.reset.done');
      void navigate(link(), { replace: true });
      openLoginPopup();
    } catch (err) {
      notifyApiError(err);
    } finally {
      setBusy(false);
    }
  }

  const repeatError = error ? t(error) : undefined;
  return (
    <form className="acct-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
      <Field id="rp-password" label={t('acct.change.new')}>
        <input
          id="rp-password"
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_HARD_MAX}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </Field>
      <Field id="rp-repeat" label={t('acct.change.repeat')} error={repeatError}>
        <input
          {...describedBy('rp-repeat', repeatError)}
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_HARD_MAX}
          value={repassword}
          onChange={(e) => setRepassword(e.target.value)}
        />
      </Field>
      <button type="submit" className="acct-primary" disabled={busy} data-testid="reset-submit">
        {t('acct.reset.submit')}
      </button>
    </form>
  );
}
