import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LANGUAGES, htmlLang } from '@bet/shared';
import { Flag } from '../../app/shell/Flag.tsx';

/** Choosing a language goes Home in that language, with the language also in the query (spec). */
export default function LanguagesPage() {
  const { t, i18n } = useTranslation();
  return (
    <section>
      <h1>{t('languages.title')}</h1>
      <ul className="menu-links languages">
        {LANGUAGES.map((l) => (
          <li key={l.code}>
            <Link
              to={`/${l.code}/?lang=${l.code}`}
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
    </section>
  );
}
