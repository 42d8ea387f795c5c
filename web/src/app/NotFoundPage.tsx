import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

/**
 * What an unknown path shows: a page that says so, with the way home. Part of the first bundle, so
 * a mistyped link answers at once, offline too.
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { lang = 'tr' } = useParams();
  return (
    <section className="error-page" data-testid="not-found">
      <p className="error-code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <div className="error-actions">
        <Link className="btn btn-primary" to={`/${lang}/`} data-testid="not-found-home">
          {t('notFound.home')}
        </Link>
      </div>
    </section>
  );
}
