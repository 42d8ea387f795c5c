import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, htmlLang, type LanguageCode } from '@bet/shared';
import { ApiError, client } from '../../../api/client.ts';
import { queryClient } from '../../../api/query-client.ts';
import SafeHtml from '../../../ui/SafeHtml.tsx';
import { useApi } from '../../../ui/use-api.ts';
import './site-admin.css';
import { panelClient } from '../panel-client.ts';
import { PanelMessage } from '../PanelParts.tsx';
import { SiteLanguagePicker, startLanguage } from './SiteLanguagePicker.tsx';

/** The spec's pages: 6 help, 9 terms, 10 responsible gaming. */
const PAGE_IDS = [9, 10, 6] as const;

/**
 * The pages of the site per language: title and HTML in a plain editor with a live preview
 * (sanitised in the browser as the site shows it). Publishing stores it at once; the server
 * sanitises it again before storing, and says so.
 */
export default function SitePagesPage() {
  const { t, i18n } = useTranslation();
  const [pageId, setPageId] = useState<number>(9);
  const [lang, setLang] = useState<LanguageCode>(() => startLanguage(i18n.language));
  const { data } = useApi(panelClient.siteAdmin.page, { id: pageId });
  const version = data?.id === pageId ? data.versions.find((v) => v.lang === lang) : undefined;
  return (
    <section className="panel-card site-admin" data-testid="site-pages">
      <div className="panel-toolbar">
        <label>
          {t('site.pages.page')}
          <select
            value={pageId}
            onChange={(e) => setPageId(Number(e.target.value))}
            data-testid="site-page-id"
          >
            {PAGE_IDS.map((id) => (
              <option key={id} value={id}>
                {id} · {t(`site.pages.name.${id}`)}
              </option>
            ))}
          </select>
        </label>
        <SiteLanguagePicker value={lang} onChange={setLang} testId="site-page-lang" />
        <a className="panel-btn" href={`/${lang}/page/${pageId}`} target="_blank" rel="noopener noreferrer">
          {t('site.pages.open')}
        </a>
      </div>
      {data?.id === pageId && (
        <PageEditor
          key={`${pageId}-${lang}`}
          pageId={pageId}
          lang={lang}
          title={version?.title ?? ''}
          content={version?.content ?? ''}
        />
      )}
    </section>
  );
}

function PageEditor({
  pageId,
  lang,
  title: storedTitle,
  content: storedContent,
}: {
  pageId: number;
  lang: LanguageCode;
  title: string;
  content: string;
}) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(storedTitle);
  const [content, setContent] = useState(storedContent);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const dir = LANGUAGES.find((l) => l.code === lang)?.dir ?? 'ltr';

  const publish = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const saved = await client.content.savePage({ id: pageId }, { lang, title, content });
      setContent(saved.content);
      setMessage({ ok: true, text: t('site.pages.published') });
      await queryClient.invalidateQueries();
    } catch (err) {
      setMessage({
        ok: false,
        text: t('site.failed', { message: err instanceof ApiError ? err.serverMessage : String(err) }),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="panel-form site-editor" onSubmit={publish} noValidate>
      {!storedTitle && <p className="panel-note">{t('site.pages.empty')}</p>}
      <label>
        {t('site.pages.title')}
        <input
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          lang={htmlLang(lang)}
          dir={dir}
          maxLength={200}
          required
          data-testid="site-page-title"
        />
      </label>
      <label>
        {t('site.pages.content')}
        <textarea
          rows={14}
          value={content}
          onChange={(e) => setContent(e.target.value)}
          lang={htmlLang(lang)}
          dir={dir}
          spellCheck={false}
          data-testid="site-page-content"
        />
      </label>
      <div className="site-actions">
        <button
          type="submit"
          className="panel-btn panel-btn-primary"
          disabled={busy || !title.trim()}
          data-testid="site-page-publish"
        >
          {t('site.pages.publish')}
        </button>
        <PanelMessage message={message} testId="site-message" />
      </div>
      <h2>{t('site.pages.preview')}</h2>
      <div className="site-preview" lang={htmlLang(lang)} dir={dir} data-testid="site-page-preview">
        <h3>{title}</h3>
        <SafeHtml html={content} />
      </div>
    </form>
  );
}
