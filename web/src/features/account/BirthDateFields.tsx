import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useIntlLocales } from '../../i18n/locale.ts';

export interface BirthDate {
  day: number;
  month: number;
  year: number;
}

const MONTH: Intl.DateTimeFormatOptions = { month: 'long', timeZone: 'UTC' };

/**
 * Day, month and year selects of a birth date; the years offered run from `fromAge` years ago back
 * to `toAge` years ago (registration: 18 back 70; forgot password: 18 to 90).
 */
export function BirthDateFields({
  idPrefix,
  value,
  onChange,
  fromAge,
  toAge,
  error,
}: {
  idPrefix: string;
  value: BirthDate;
  onChange: (next: BirthDate) => void;
  fromAge: number;
  toAge: number;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const locales = useIntlLocales();
  const months = useMemo(() => {
    const format = new Intl.DateTimeFormat([...locales], MONTH);
    return Array.from({ length: 12 }, (_, i) => format.format(Date.UTC(2000, i, 1)));
  }, [locales]);
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: toAge - fromAge + 1 }, (_, i) => thisYear - fromAge - i);
  const select = (part: keyof BirthDate, options: Array<[number, string]>) => (
    <select
      id={`${idPrefix}-${part}`}
      aria-label={`${t('acct.field.birthDate')}: ${t(`acct.field.${part}`)}`}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${idPrefix}-error` : undefined}
      value={value[part] || ''}
      onChange={(e) => onChange({ ...value, [part]: Number(e.target.value) })}
    >
      <option value="">{t(`acct.field.${part}`)}</option>
      {options.map(([v, label]) => (
        <option key={v} value={v}>
          {label}
        </option>
      ))}
    </select>
  );
  return (
    <fieldset className={`acct-field${error ? ' invalid' : ''}`}>
      <legend className="acct-label">{t('acct.field.birthDate')}</legend>
      <div className="acct-row">
        {select(
          'day',
          Array.from({ length: 31 }, (_, i) => [i + 1, String(i + 1)]),
        )}
        {select(
          'month',
          months.map((m, i) => [i + 1, m]),
        )}
        {select(
          'year',
          years.map((y) => [y, String(y)]),
        )}
      </div>
      {error && (
        <small id={`${idPrefix}-error`} className="acct-error" role="alert">
          {error}
        </small>
      )}
    </fieldset>
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** year-month-day, as the registration payload sends it; empty until all three are chosen. */
export const birthDateText = (b: BirthDate) =>
  b.day && b.month && b.year ? `${b.year}-${pad(b.month)}-${pad(b.day)}` : '';
