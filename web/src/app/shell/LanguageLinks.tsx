import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LANGUAGES, htmlLang, type LanguageCode } from '@bet/shared';
import { Flag } from './Flag.tsx';

/** Every language of the site as a link with its flag, the current one marked. */
export function LanguageLinks({
  to,
  className,
  onClick,
}: {
  /** where a language's link goes */
  to: (code: LanguageCode) => string;
  className: string;
  onClick?: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <ul className={className} onClick={onClick} aria-label={t('nav.languages')}>
      {LANGUAGES.map((l) => (
        <li key={l.code}>
          <Link
            to={to(l.code)}
            lang={htmlLang(l.code)}
            hrefLang={htmlLang(l.code)}
            aria-current={i18n.language === l.code ? 'true' : undefined}
          >
            <Flag code={l.flag} />
            {l.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
