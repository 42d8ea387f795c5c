import { useTranslation } from 'react-i18next';
import { LANGUAGES, type LanguageCode } from '@bet/shared';

/** The language an editor writes in (pages, e-mail texts): every site language by its own name. */
export function SiteLanguagePicker({
  value,
  onChange,
  testId,
}: {
  value: LanguageCode;
  onChange: (lang: LanguageCode) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <label>
      {t('site.pages.lang')}
      <select value={value} onChange={(e) => onChange(e.target.value as LanguageCode)} data-testid={testId}>
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code}>
            {l.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The panel's own language when the site has it, else Turkish: where an editor starts. */
export const startLanguage = (current: string): LanguageCode =>
  LANGUAGES.find((l) => l.code === current)?.code ?? 'tr';
