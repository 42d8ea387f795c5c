import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LANGUAGES,
  MESSAGE_TEMPLATES,
  htmlLang,
  missingPlaceholders,
  unknownPlaceholders,
  type LanguageCode,
  type MessageTemplateEntry,
  type MessageTemplateName,
} from '@bet/shared';
import { ApiError } from '../../../api/client.ts';
import { DATE_TIME, useDateFormat } from '../../../ui/time-zone.ts';
import { useApi } from '../../../ui/use-api.ts';
import './site-admin.css';
import { panelClient } from '../panel-client.ts';
import { PanelMessage } from '../PanelParts.tsx';
import { SiteLanguagePicker, startLanguage } from './SiteLanguagePicker.tsx';

const braces = (names: readonly string[]) => names.map((n) => `{${n}}`).join(', ');

/**
 * The site's e-mails and SMS in the operator's words, per message and language: the placeholders
 * of the site's wording must stay (checked here as typed, and again by the server), and the site's
 * own wording is one button away.
 */
export default function SiteMessagesPage() {
  const { t, i18n } = useTranslation();
  const [template, setTemplate] = useState<MessageTemplateName>('passwordReset');
  const [lang, setLang] = useState<LanguageCode>(() => startLanguage(i18n.language));
  const { data, setData } = useApi(panelClient.messageTemplates.list);
  const current = data?.results.find((e) => e.template === template && e.lang === lang);
  const replace = (next: MessageTemplateEntry) =>
    setData(
      data && {
        results: data.results.map((e) => (e.template === next.template && e.lang === next.lang ? next : e)),
      },
    );
  return (
    <section className="panel-card site-admin" data-testid="site-messages">
      <div className="panel-toolbar">
        <label>
          {t('site.mail.template')}
          <select
            value={template}
            onChange={(e) => setTemplate(e.target.value as MessageTemplateName)}
            data-testid="mail-template"
          >
            {MESSAGE_TEMPLATES.map((name) => (
              <option key={name} value={name}>
                {t(`site.mail.name.${name}`)}
              </option>
            ))}
          </select>
        </label>
        <SiteLanguagePicker value={lang} onChange={setLang} testId="mail-lang" />
      </div>
      {current && <MessageEditor key={`${template}-${lang}`} entry={current} onSaved={replace} />}
    </section>
  );
}

function MessageEditor({
  entry,
  onSaved,
}: {
  entry: MessageTemplateEntry;
  onSaved: (next: MessageTemplateEntry) => void;
}) {
  const { t } = useTranslation();
  const when = useDateFormat(DATE_TIME);
  const [subject, setSubject] = useState(entry.subject);
  const [text, setText] = useState(entry.text);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const dir = LANGUAGES.find((l) => l.code === entry.lang)?.dir ?? 'ltr';
  const missing = missingPlaceholders(entry.placeholders, subject, text);
  const unknown = unknownPlaceholders(entry.placeholders, subject, text);
  const template = entry.template;
  const lang = entry.lang as LanguageCode;

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (err) {
      setMessage({
        ok: false,
        text: t('site.failed', { message: err instanceof ApiError ? err.serverMessage : String(err) }),
      });
    } finally {
      setBusy(false);
    }
  };
  const save = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const saved = await panelClient.messageTemplates.save({ template, lang }, { subject, text });
      onSaved(saved);
      setMessage({ ok: true, text: t('site.mail.saved') });
    });
  };
  const reset = () =>
    void run(async () => {
      await panelClient.messageTemplates.reset({ template, lang });
      setSubject(entry.builtInSubject);
      setText(entry.builtInText);
      onSaved({
        ...entry,
        subject: entry.builtInSubject,
        text: entry.builtInText,
        custom: false,
        updatedAt: null,
      });
      setMessage({ ok: true, text: t('site.mail.resetDone') });
    });

  return (
    <form className="panel-form site-editor" onSubmit={save} noValidate data-testid="mail-editor">
      <p className="panel-note" data-testid="mail-state">
        {entry.custom && entry.updatedAt
          ? t('site.mail.custom', { time: when.format(new Date(entry.updatedAt)) })
          : t('site.mail.builtIn')}
      </p>
      <label>
        {t('site.mail.subject')}
        <input
          value={subject}
          onChange={(e) => setSubject(e.target.value.replace(/[\r\n]+/g, ' '))}
          lang={htmlLang(lang)}
          dir={dir}
          maxLength={200}
          required
          data-testid="mail-subject"
        />
      </label>
      <label>
        {t('site.mail.text')}
        <textarea
          rows={10}
          value={text}
          onChange={(e) => setText(e.target.value)}
          lang={htmlLang(lang)}
          dir={dir}
          maxLength={10_000}
          data-testid="mail-text"
        />
      </label>
      <p className="panel-note">{t('site.mail.placeholders', { names: braces(entry.placeholders) })}</p>
      {missing.length > 0 && (
        <p className="panel-error" role="alert" data-testid="mail-missing">
          {t('site.mail.missing', { names: braces(missing) })}
        </p>
      )}
      {unknown.length > 0 && (
        <p className="panel-error" role="alert" data-testid="mail-unknown">
          {t('site.mail.unknown', { names: braces(unknown) })}
        </p>
      )}
      <div className="site-actions">
        <button
          type="submit"
          className="panel-btn panel-btn-primary"
          disabled={busy || !subject.trim() || !text.trim() || missing.length > 0 || unknown.length > 0}
          data-testid="mail-save"
        >
          {t('site.save')}
        </button>
        {entry.custom && (
          <button
            type="button"
            className="panel-btn"
            onClick={reset}
            disabled={busy}
            data-testid="mail-reset"
          >
            {t('site.mail.reset')}
          </button>
        )}
        <PanelMessage message={message} testId="mail-message" />
      </div>
    </form>
  );
}
