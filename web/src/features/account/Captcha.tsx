import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import './captcha.css';

/** The label, image description and refresh button texts: the account pages' by default. */
export type CaptchaLabels = { field: string; image: string; refresh: string };
const ACCOUNT_LABELS: CaptchaLabels = {
  field: 'acct.field.captcha',
  image: 'acct.captcha.image',
  refresh: 'acct.captcha.refresh',
};

/** The captcha image with its field and a button for a new one; the answer stays on the server. */
export function Captcha({
  image,
  value,
  onChange,
  onRefresh,
  error,
  inputId,
  labels = ACCOUNT_LABELS,
}: {
  image: string | undefined;
  value: string;
  onChange: (v: string) => void;
  onRefresh: () => void;
  error?: string | undefined;
  /** the field's id; a form shown twice on one page (the login's) leaves it to be made unique */
  inputId?: string;
  labels?: CaptchaLabels;
}) {
  const { t } = useTranslation();
  const madeId = useId();
  const id = inputId ?? `captcha${madeId}`;
  const errorId = `${id}-error`;
  return (
    <div className={`acct-field${error ? ' invalid' : ''}`}>
      <label htmlFor={id}>{t(labels.field)}</label>
      <div className="acct-captcha">
        {image && (
          <img src={image} alt={t(labels.image)} width={150} height={50} data-testid="captcha-image" />
        )}
        <button
          type="button"
          className="acct-secondary"
          aria-label={t(labels.refresh)}
          title={t(labels.refresh)}
          onClick={onRefresh}
        >
          ⟳
        </button>
      </div>
      <input
        id={id}
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={20}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <small id={errorId} className="acct-error" role="alert">
          {error}
        </small>
      )}
    </div>
  );
}
