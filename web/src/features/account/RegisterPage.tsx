import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import {
  DEFAULT_COUNTRY_ID,
  DEFAULT_CURRENCY,
  DEFAULT_PHONE_CODE,
  MIN_AGE,
  PASSWORD_HARD_MAX,
  USER_NAME_MAX,
  passwordPolicyFromSettings,
  registrationErrors,
  sanitizeRegisterUserName,
  type RegisterError,
  type RegisterRequest,
} from '@bet/shared';
import { client } from '../../api/client.ts';
import { pageBuilt } from '../../app/pages.ts';
import { MenuLink } from '../../app/shell/MenuLink.tsx';
import { useLangLink } from '../../app/shell/use-lang-link.ts';
import { notifyKey } from '../../state/notify-text.ts';
import { useSiteSettings } from '../../state/settings-store.ts';
import { useApi } from '../../ui/use-api.ts';
import { AccountScreen, Field, describedBy, notifyApiError, refusedField } from './account-ui.tsx';
import { BirthDateFields, birthDateText, type BirthDate } from './BirthDateFields.tsx';
import { Captcha } from './Captcha.tsx';
import { submitRegistration } from './register-flow.ts';
import { useCountryName } from './use-country-name.ts';

/** The registration form has no age limit of its own beyond the spec's: from 18 years ago back 70. */
const YEARS_BACK = 70;

/** Register and register/{affcode}: every rule of section 5, checked here and again by the server. */
export default function RegisterPage() {
  return (
    <AccountScreen title="acct.register.title">
      <RegisterForm />
    </AccountScreen>
  );
}

type Availability = Partial<Record<'userName' | 'email' | 'mobile' | 'idNumber', 'free' | 'taken'>>;
const TAKEN_KEY = {
  userName: 'userNameTaken',
  email: 'emailOrMobileTaken',
  mobile: 'emailOrMobileTaken',
  idNumber: 'idNumberTaken',
} as const;

const todayText = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

function RegisterForm() {
  const { t, i18n } = useTranslation();
  const { affcode } = useParams();
  const navigate = useNavigate();
  const link = useLangLink();
  const settings = useSiteSettings((s) => s.settings);
  const idNumberRequired = settings['registerTcRequired'] === '1';
  const mobileRequired = settings['registerMobileRequired'] === '1';
  const countries = useApi(client.auth.countries).data?.results ?? [];
  const currencies = useApi(client.auth.currencies).data?.results ?? [];
  const countryName = useCountryName();
  const affiliateKnown =
    useApi(affcode ? client.auth.available : null, { field: 'affiliateCode', value: affcode ?? '' }).data
      ?.available === false;

  const [form, setForm] = useState({
    firstName: '',
    lastName: '',
    idNumber: '',
    sex: '',
    address: '',
    city: '',
    postCode: '',
    counrtyId: Number(settings['defaultCountry']) || DEFAULT_COUNTRY_ID,
    phoneCode: settings['defaultPhone'] || DEFAULT_PHONE_CODE,
    mobile: '',
    userName: '',
    password: '',
    repeatPassword: '',
    email: '',
    currency: settings['defaultCurrency'] || DEFAULT_CURRENCY,
    promotionCode: affcode ?? '',
    captcha: '',
    terms: false,
  });
  const [birth, setBirth] = useState<BirthDate>({ day: 0, month: 0, year: 0 });
  const [errors, setErrors] = useState<RegisterError[]>([]);
  const [serverError, setServerError] = useState<{ field: string; key: string } | null>(null);
  const [available, setAvailable] = useState<Availability>({});
  const [captcha, setCaptcha] = useState<{ captchaId: string; image: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const newCaptcha = useCallback(() => {
    client.auth
      .captcha()
      .then(setCaptcha)
      .catch(() => setCaptcha(null));
    setForm((f) => ({ ...f, captcha: '' }));
  }, []);
  useEffect(newCaptcha, [newCaptcha]);

  /** The checkUser / emailCheck / checkMobile / checkIdNumber calls, when the player leaves a field. */
  const check = (field: keyof Availability, value: string) => {
    if (!value) return setAvailable((a) => ({ ...a, [field]: undefined }));
    client.auth
      .available({ field, value })
      .then((r) => setAvailable((a) => ({ ...a, [field]: r.available ? 'free' : 'taken' })))
      .catch(() => undefined);
  };

  const request = (): RegisterRequest => ({
    lang: i18n.language,
    firstName: form.firstName,
    lastName: form.lastName,
    birthDate: birthDateText(birth),
    idNumber: form.idNumber,
    sex: form.sex,
    address: form.address,
    city: form.city,
    postCode: form.postCode,
    counrtyId: form.counrtyId,
    ...(form.mobile ? { mobile: { plus: '+', code: form.phoneCode, number: form.mobile } } : {}),
    userName: form.userName,
    password: form.password,
    repeatPassword: form.repeatPassword,
    email: form.email.trim(),
    currency: form.currency,
    ...(form.promotionCode ? { promotionCode: form.promotionCode } : {}),
    ...(affcode ? { affiliateUser: affcode } : {}),
    captchaId: captcha?.captchaId ?? '',
    captcha: form.captcha,
    terms: form.terms,
  });

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (busy) return;
    const body = request();
    const found = registrationErrors(body, {
      idNumberRequired,
      mobileRequired,
      today: todayText(),
      passwordPolicy: passwordPolicyFromSettings(settings),
    });
    setErrors(found);
    setServerError(null);
    if (found.length) {
      notifyKey(2, found[0]!.key, found[0]!.params);
      document.getElementById(`reg-${found[0]!.field}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const outcome = await submitRegistration(body);
      if (outcome === 'loggedIn') {
        notifyKey(1, 'acct.register.welcome');
        const target = settings['redirectRegister'] || 'deposit';
        void navigate(pageBuilt(target) ? link(target) : link(), { replace: true });
      } else if (outcome === 'loginFailed') {
        notifyKey(3, 'notLoggedIn');
        void navigate(link(), { replace: true });
      } else {
        notifyKey(1, outcome === 'email' ? 'acct.register.emailSent' : 'acct.register.smsSent');
        void navigate(link(), { replace: true });
      }
    } catch (err) {
      // The captcha was spent by this try: a new one for the next.
      newCaptcha();
      const field = refusedField(err);
      if (field) setServerError({ field, key: err instanceof Error ? err.message : 'technicalError' });
      notifyApiError(err, 2);
    } finally {
      setBusy(false);
    }
  }

  const errorOf = (field: string): string | undefined => {
    const found = errors.find((x) => x.field === field);
    if (found) return t(found.key, found.params);
    if (serverError?.field === field) return t(serverError.key);
    const availability = available[field as keyof Availability];
    if (availability === 'taken') return t(TAKEN_KEY[field as keyof Availability]);
    return undefined;
  };
  const freeHint = (field: keyof Availability) =>
    available[field] === 'free' ? t('acct.available') : undefined;

  const text = (
    field: keyof typeof form & string,
    opts: {
      label: string;
      max: number;
      auto?: string;
      type?: string;
      inputMode?: 'numeric' | 'email' | 'tel';
      hint?: string | undefined;
      onBlur?: () => void;
      clean?: (v: string) => string;
      readOnly?: boolean;
    },
  ) => {
    const id = `reg-${field}`;
    const error = errorOf(field);
    return (
      <Field id={id} label={opts.label} error={error} hint={opts.hint}>
        <input
          {...describedBy(id, error, opts.hint)}
          type={opts.type ?? 'text'}
          autoComplete={opts.auto ?? 'off'}
          inputMode={opts.inputMode}
          maxLength={opts.max}
          readOnly={opts.readOnly}
          value={String(form[field])}
          onChange={(e) => set(field, (opts.clean ? opts.clean(e.target.value) : e.target.value) as never)}
          onBlur={opts.onBlur}
        />
      </Field>
    );
  };
  const digits = (v: string) => v.replace(/\D/g, '');

  return (
    <form
      className="acct-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-busy={busy}
      data-testid="register-form"
    >
      <fieldset>
        <legend>{t('acct.register.personal')}</legend>
        {text('firstName', { label: t('acct.field.firstName'), max: 50, auto: 'given-name' })}
        {text('lastName', { label: t('acct.field.lastName'), max: 50, auto: 'family-name' })}
        <BirthDateFields
          idPrefix="reg-birthDate"
          value={birth}
          onChange={setBirth}
          fromAge={MIN_AGE}
          toAge={MIN_AGE + YEARS_BACK}
          error={errorOf('birthDate')}
        />
        <fieldset className={`acct-field${errorOf('sex') ? ' invalid' : ''}`}>
          <legend className="acct-label">{t('acct.field.sex')}</legend>
          <div className="acct-choice">
            {(['m', 'f'] as const).map((sex) => (
              <label key={sex}>
                <input
                  id={sex === 'm' ? 'reg-sex' : undefined}
                  type="radio"
                  name="sex"
                  checked={form.sex === sex}
                  onChange={() => set('sex', sex)}
                />
                {t(`acct.sex.${sex}`)}
              </label>
            ))}
          </div>
          {errorOf('sex') && (
            <small className="acct-error" role="alert">
              {errorOf('sex')}
            </small>
          )}
        </fieldset>
        {idNumberRequired &&
          text('idNumber', {
            label: t('acct.field.idNumber'),
            max: 11,
            inputMode: 'numeric',
            clean: digits,
            hint: freeHint('idNumber'),
            onBlur: () => check('idNumber', form.idNumber),
          })}
      </fieldset>
      <fieldset>
        <legend>{t('acct.register.contact')}</legend>
        {text('address', { label: t('acct.field.address'), max: 200, auto: 'street-address' })}
        {text('city', { label: t('acct.field.city'), max: 20, auto: 'address-level2' })}
        {text('postCode', { label: t('acct.field.postCode'), max: 10, auto: 'postal-code' })}
        <Field id="reg-counrtyId" label={t('acct.field.country')} error={errorOf('counrtyId')}>
          <select
            {...describedBy('reg-counrtyId', errorOf('counrtyId'))}
            value={form.counrtyId || ''}
            onChange={(e) => set('counrtyId', Number(e.target.value))}
          >
            <option value="">{t('acct.select')}</option>
            {countries.map((c) => (
              <option key={c.id} value={c.id}>
                {countryName(c)}
              </option>
            ))}
          </select>
        </Field>
        <div className="acct-row two">
          <Field id="reg-phoneCode" label={t('acct.field.phoneCode')}>
            <select
              id="reg-phoneCode"
              value={form.phoneCode}
              onChange={(e) => set('phoneCode', e.target.value)}
            >
              {[...new Set([form.phoneCode, ...countries.map((c) => c.phonecode)])].map((code) => (
                <option key={code} value={code}>
                  +{code}
                </option>
              ))}
            </select>
          </Field>
          {text('mobile', {
            label: t('acct.field.mobile'),
            max: 11,
            type: 'tel',
            auto: 'tel-national',
            inputMode: 'tel',
            clean: digits,
            hint: freeHint('mobile'),
            onBlur: () => check('mobile', form.mobile ? `+${form.phoneCode}${form.mobile}` : ''),
          })}
        </div>
        {text('email', {
          label: t('acct.field.email'),
          max: 100,
          type: 'email',
          auto: 'email',
          inputMode: 'email',
          hint: freeHint('email'),
          onBlur: () => check('email', form.email.trim()),
        })}
      </fieldset>
      <fieldset>
        <legend>{t('acct.register.account')}</legend>
        {text('userName', {
          label: t('acct.field.userName'),
          max: USER_NAME_MAX,
          auto: 'username',
          clean: sanitizeRegisterUserName,
          hint: freeHint('userName') ?? t('acct.register.userNameHint'),
          onBlur: () => check('userName', form.userName),
        })}
        {text('password', {
          label: t('acct.field.password'),
          max: PASSWORD_HARD_MAX,
          type: 'password',
          auto: 'new-password',
        })}
        {text('repeatPassword', {
          label: t('acct.field.repeatPassword'),
          max: PASSWORD_HARD_MAX,
          type: 'password',
          auto: 'new-password',
        })}
        <Field id="reg-currency" label={t('acct.field.currency')} error={errorOf('currency')}>
          <select
            {...describedBy('reg-currency', errorOf('currency'))}
            value={form.currency}
            onChange={(e) => set('currency', e.target.value)}
          >
            {[...new Set([form.currency, ...currencies.map((c) => c.code)])].map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </Field>
        {text('promotionCode', {
          label: t('acct.field.promotionCode'),
          max: 50,
          // an affiliate's link brought the player: a known code stays as it came, an unknown one may be corrected
          readOnly: affiliateKnown,
        })}
        <Captcha
          inputId="reg-captcha"
          image={captcha?.image}
          value={form.captcha}
          onChange={(v) => set('captcha', v)}
          onRefresh={newCaptcha}
          error={errorOf('captcha')}
        />
      </fieldset>
      <div className={`acct-field${errorOf('terms') ? ' invalid' : ''}`}>
        <label className="acct-check">
          <input
            id="reg-terms"
            type="checkbox"
            checked={form.terms}
            aria-invalid={errorOf('terms') ? true : undefined}
            aria-describedby={errorOf('terms') ? 'reg-terms-error' : undefined}
            onChange={(e) => set('terms', e.target.checked)}
          />
          {t('acct.register.terms')}
        </label>
        <MenuLink path="page/9">{t('acct.register.termsLink')}</MenuLink>
        {errorOf('terms') && (
          <small id="reg-terms-error" className="acct-error" role="alert">
            {errorOf('terms')}
          </small>
        )}
      </div>
      <button
        type="submit"
        className="acct-primary"
        disabled={busy}
        aria-busy={busy}
        data-testid="register-submit"
      >
        {t('acct.register.submit')}
      </button>
    </form>
  );
}
