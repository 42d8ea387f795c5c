import { useTranslation } from 'react-i18next';
import { LanguageLinks } from '../../app/shell/LanguageLinks.tsx';

/** Choosing a language goes Home in that language, with the language also in the query (spec). */
export default function LanguagesPage() {
  const { t } = useTranslation();
  return (
    <section>
      <h1>{t('languages.title')}</h1>
      <LanguageLinks to={(code) => `/${code}/?lang=${code}`} className="menu-links languages" />
    </section>
  );
}
