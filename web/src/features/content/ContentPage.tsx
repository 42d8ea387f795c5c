import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { client } from '../../api/client.ts';
import SafeHtml from '../../ui/SafeHtml.tsx';
import { useApi } from '../../ui/use-api.ts';
import './content.css';

/**
 * Page (param id): the server's title and HTML in the page's language (the server falls back to
 * the site's default language), sanitised again here. "If the call fails the user goes to the
 * site root" (accounts section 2): an unknown page, a bad id or a failed call leads Home.
 */
export default function ContentPage() {
  const { i18n } = useTranslation();
  const { lang = 'tr', id = '' } = useParams();
  const pageId = /^\d{1,9}$/.test(id) ? Number(id) : null;
  // The client asks in the page's language by itself; the language rides along here only so the
  // cache keeps a page per language (a Turkish page is not the Arabic one).
  const params = { id: pageId ?? 0, lang: i18n.language };
  const { data, error } = useApi(pageId === null ? null : client.content.page, params);
  if (pageId === null || error) return <Navigate to={`/${lang}/`} replace />;
  if (!data) return <div className="loading" aria-busy="true" />;
  return (
    <article className="content-page" data-testid="content-page" data-page={pageId} lang={data.lang}>
      <h1 className="page-title">{data.title}</h1>
      <SafeHtml html={data.content} className="content-text" testId="content-text" />
    </article>
  );
}
