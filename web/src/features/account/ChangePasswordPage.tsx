import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PASSWORD_HARD_MAX,
  changePasswordError,
  passwordPolicyFromSettings,
  passwordRuleDetails,
  passwordRuleError,
} from '@bet/shared';
import { client } from '../../api/client.ts';
import { notifyKey } from '../../state/notify-text.ts';
import { useSession } from '../../state/session-store.ts';
import { useSiteSettings } from '../../state/settings-store.ts';
import { AccountScreen, Field, describedBy, notifyApiError } from './account-ui.tsx';

/** Change password: current, new and repeat; the site's password rules are checked before sending. */
export default function ChangePasswordPage() {
  return (
    <AccountScreen title="account.changePassword">
      <ChangePasswordForm />
    </AccountScreen>
  );
}

function ChangePasswordForm() {
  const { t } = useTranslation();
  const settings = useSiteSettings((s) => s.settings);
  const userName = useSession((s) => s.user?.userName ?? '');
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [repeatPassword, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ field: string; text: string } | null>(null);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const input = { currentPassword, newPassword, repeatPassword };
    const policy = passwordPolicyFromSettings(settings);
    const formError = changePasswordError(input);
    const ruleError = formError
      ? null
      : passwordRuleError(newPassword, { userName, currentPassword }, policy);
    const key = formError ?? ruleError;
    if (key) {
      const params = ruleError ? passwordRuleDetails(ruleError, policy) : {};
      setError({ field: key === 'passwordMatchError' ? 'repeat' : 'new', text: t(key, params) });
      return notifyKey(3, key, params);
    }
    setError(null);
    setBusy(true);
    try {
      await client.auth.changePassword(input);
      setCurrent('');
      setNew('');
      setRepeat('');
      notifyKey(1, 'passwordChangeSuccess');
    } catch (err) {
      notifyApiError(err);
    } finally {
      setBusy(false);
    }
  }

  const errorOf = (field: string) => (error?.field === field ? error.text : undefined);
  const input = (id: string, value: string, set: (v: string) => void, auto: string) => (
    <Field id={id} label={t(`acct.change.${id.replace('cp-', '')}`)} error={errorOf(id.replace('cp-', ''))}>
      <input
        {...describedBy(id, errorOf(id.replace('cp-', '')))}
        type="password"
        autoComplete={auto}
        maxLength={PASSWORD_HARD_MAX}
        value={value}
        onChange={(e) => set(e.target.value)}
      />
    </Field>
  );

  return (
    <form className="acct-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
      {input('cp-current', currentPassword, setCurrent, 'current-password')}
      {input('cp-new', newPassword, setNew, 'new-password')}
      {input('cp-repeat', repeatPassword, setRepeat, 'new-password')}
      <button type="submit" className="acct-primary" disabled={busy} data-testid="change-password-submit">
        {t('account.changePassword')}
      </button>
    </form>
  );
}
