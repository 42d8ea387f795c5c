import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { profileUpdateError, type ProfileUpdateRequest, type UserInfo } from '@bet/shared';
import { client } from '../../api/client.ts';
import { notifyKey } from '../../state/notify-text.ts';
import { useSession } from '../../state/session-store.ts';
import { useApi } from '../../ui/use-api.ts';
import { AccountScreen, Field, describedBy, notifyApiError, refusedField } from './account-ui.tsx';
import { useCountryName } from './use-country-name.ts';

/**
 * User information: the profile as registered. First and last name (and what identifies the
 * account) cannot be changed here; sex, address, city, country, post code and autoprint can.
 */
export default function UserInformationPage() {
  const user = useSession((s) => s.user);
  return (
    <AccountScreen title="account.userInformation">
      {user && <ProfileForm key={user.userId} user={user} />}
    </AccountScreen>
  );
}

type Editable = Required<
  Pick<ProfileUpdateRequest, 'sex' | 'address' | 'city' | 'countryId' | 'postCode' | 'autoprint'>
>;

function ProfileForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const refresh = useSession((s) => s.refresh);
  const countries = useApi(client.auth.countries).data?.results ?? [];
  const countryName = useCountryName();
  const [form, setForm] = useState<Editable>({
    sex: user.sex === 'f' ? 'f' : 'm',
    address: user.address,
    city: user.city,
    countryId: user.countryId,
    postCode: user.postCode,
    autoprint: user.autoprint,
  });
  const [error, setError] = useState<{ field: string; key: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Editable>(key: K, value: Editable[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const key = profileUpdateError(form);
    if (key) {
      setError({
        field: {
          cityCanNotbeNull: 'city',
          countryCanNotbeNull: 'countryId',
          postCodeCanNotbeNull: 'postCode',
        }[key],
        key,
      });
      return notifyKey(2, key);
    }
    setError(null);
    setBusy(true);
    try {
      await client.users.updateMe(form);
      await refresh();
      notifyKey(1, 'profileUpdateSuccess');
    } catch (err) {
      const field = refusedField(err);
      if (field) setError({ field, key: err instanceof Error ? err.message : 'updateFailed' });
      notifyApiError(err, 2);
    } finally {
      setBusy(false);
    }
  }

  const errorOf = (field: string) => (error?.field === field ? t(error.key) : undefined);
  const fixed = (id: string, label: string, value: string) => (
    <Field id={id} label={label}>
      <input id={id} value={value} readOnly dir="auto" />
    </Field>
  );
  return (
    <form className="acct-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
      {fixed('ui-userName', t('acct.field.userName'), user.userName)}
      <Field id="ui-firstName" label={t('acct.field.firstName')}>
        <input id="ui-firstName" value={user.firstName} disabled />
      </Field>
      <Field id="ui-lastName" label={t('acct.field.lastName')}>
        <input id="ui-lastName" value={user.lastName} disabled />
      </Field>
      {fixed('ui-birthDate', t('acct.field.birthDate'), user.birthDate)}
      {fixed('ui-email', t('acct.field.email'), user.email)}
      {fixed('ui-mobile', t('acct.field.mobile'), user.mobile)}
      <fieldset>
        <legend className="acct-label">{t('acct.field.sex')}</legend>
        <div className="acct-choice">
          {(['m', 'f'] as const).map((sex) => (
            <label key={sex}>
              <input type="radio" name="sex" checked={form.sex === sex} onChange={() => set('sex', sex)} />
              {t(`acct.sex.${sex}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <Field id="ui-address" label={t('acct.field.address')} error={errorOf('address')}>
        <input
          {...describedBy('ui-address', errorOf('address'))}
          value={form.address}
          maxLength={200}
          onChange={(e) => set('address', e.target.value)}
        />
      </Field>
      <Field id="ui-city" label={t('acct.field.city')} error={errorOf('city')}>
        <input
          {...describedBy('ui-city', errorOf('city'))}
          value={form.city}
          maxLength={50}
          onChange={(e) => set('city', e.target.value)}
        />
      </Field>
      <Field id="ui-postCode" label={t('acct.field.postCode')} error={errorOf('postCode')}>
        <input
          {...describedBy('ui-postCode', errorOf('postCode'))}
          value={form.postCode}
          maxLength={20}
          onChange={(e) => set('postCode', e.target.value)}
        />
      </Field>
      <Field id="ui-country" label={t('acct.field.country')} error={errorOf('countryId')}>
        <select
          {...describedBy('ui-country', errorOf('countryId'))}
          value={form.countryId || ''}
          onChange={(e) => set('countryId', Number(e.target.value))}
        >
          <option value="">{t('acct.select')}</option>
          {countries.map((c) => (
            <option key={c.id} value={c.id}>
              {countryName(c)}
            </option>
          ))}
        </select>
      </Field>
      <label className="acct-check">
        <input
          type="checkbox"
          checked={form.autoprint === 1}
          onChange={(e) => set('autoprint', e.target.checked ? 1 : 0)}
        />
        {t('acct.info.autoprint')}
      </label>
      <button type="submit" className="acct-primary" disabled={busy} data-testid="profile-save">
        {t('acct.save')}
      </button>
    </form>
  );
}
