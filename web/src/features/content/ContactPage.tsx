import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTACT_EMAIL_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_TOPIC_KEYS,
  contactFormError,
  contactSubcategories,
  NOTIFY,
  type ContactForm,
} from '@bet/shared';
import { ApiError, client } from '../../api/client.ts';
import { notifyKey } from '../../state/notify-text.ts';
import './content.css';

const EMPTY: ContactForm = { email: '', topcategory: '', category: '', message: '' };

/** Which field a refusal of the shared rule points at. */
const FIELD_OF: Record<string, keyof ContactForm> = {
  emailRequired: 'email',
  contactCategoryWrong: 'category',
};

/**
 * Contact: e-mail, topic, a sub-topic of that topic, message (accounts section 2 and 5: "all
 * fields required"). The shared rule checks it here and again on the server, which keeps the
 * message and mails it to support. Success says so and empties the form; a refusal names its
 * reason and keeps what was written.
 */
export default function ContactPage() {
  const { t } = useTranslation();
  const [form, setForm] = useState<ContactForm>(EMPTY);
  const [error, setError] = useState<{ key: string; field: keyof ContactForm | null } | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const subcategories = contactSubcategories(form.topcategory);

  const change = (field: keyof ContactForm, value: string) => {
    setSent(false);
    setError(null);
    setForm((f) =>
      // a new topic empties a sub-topic that is not one of its own
      field === 'topcategory' && !contactSubcategories(value).includes(f.category)
        ? { ...f, topcategory: value, category: '' }
        : { ...f, [field]: value },
    );
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const wrong = contactFormError(form);
    if (wrong) {
      setError({ key: wrong, field: FIELD_OF[wrong] ?? firstEmpty(form) });
      return;
    }
    setBusy(true);
    try {
      await client.content.contact(form);
      setForm(EMPTY);
      setSent(true);
      notifyKey(NOTIFY.success, 'content.contact.sent');
    } catch (err) {
      const key = err instanceof ApiError ? err.code : 'technicalError';
      setError({ key, field: FIELD_OF[key] ?? null });
      notifyKey(NOTIFY.error, key, undefined, err instanceof ApiError ? err.serverMessage : undefined);
    } finally {
      setBusy(false);
    }
  }

  const aria = (field: keyof ContactForm) => ({
    id: `contact-${field}`,
    name: field,
    'aria-invalid': error?.field === field ? true : undefined,
    'aria-describedby': error?.field === field ? 'contact-error' : undefined,
  });

  return (
    <section className="content-page" data-testid="contact-page">
      <h1 className="page-title">{t('content.contact')}</h1>
      <p className="content-intro">{t('content.contact.intro')}</p>
      <form className="content-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
        <label htmlFor="contact-email">{t('content.contact.email')}</label>
        <input
          {...aria('email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          maxLength={CONTACT_EMAIL_MAX}
          value={form.email}
          onChange={(e) => change('email', e.target.value)}
        />
        <label htmlFor="contact-topcategory">{t('content.contact.topcategory')}</label>
        <select
          {...aria('topcategory')}
          value={form.topcategory}
          onChange={(e) => change('topcategory', e.target.value)}
        >
          <option value="">{t('content.contact.choose')}</option>
          {CONTACT_TOPIC_KEYS.map((topic) => (
            <option key={topic} value={topic}>
              {t(`content.topic.${topic}`)}
            </option>
          ))}
        </select>
        <label htmlFor="contact-category">{t('content.contact.category')}</label>
        <select
          {...aria('category')}
          value={form.category}
          disabled={subcategories.length === 0}
          onChange={(e) => change('category', e.target.value)}
        >
          <option value="">{t('content.contact.choose')}</option>
          {subcategories.map((sub) => (
            <option key={sub} value={sub}>
              {t(`content.sub.${sub}`)}
            </option>
          ))}
        </select>
        <label htmlFor="contact-message">{t('content.contact.message')}</label>
        <textarea
          {...aria('message')}
          rows={6}
          maxLength={CONTACT_MESSAGE_MAX}
          value={form.message}
          onChange={(e) => change('message', e.target.value)}
        />
        {error && (
          <p id="contact-error" className="content-error" role="alert" data-testid="contact-error">
            {t(error.key)}
          </p>
        )}
        {sent && (
          <p className="content-ok" role="status" data-testid="contact-sent">
            {t('content.contact.sent')}
          </p>
        )}
        <button type="submit" className="content-primary" disabled={busy} data-testid="contact-submit">
          {t('content.contact.send')}
        </button>
      </form>
    </section>
  );
}

/** The first field left empty: where 'fill in every field' points. */
function firstEmpty(form: ContactForm): keyof ContactForm | null {
  if (!form.email.trim()) return 'email';
  if (!form.topcategory) return 'topcategory';
  if (!form.category) return 'category';
  if (!form.message.trim()) return 'message';
  return null;
}
