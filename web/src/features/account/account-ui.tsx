import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
export { notifyApiError } from '../../state/notify-text.ts';
import { accountTexts } from '../../i18n/feature-texts.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import './account-pages.css';

/**
 * An account screen: its title (a message key, translated here once the screens' texts of the
 * language are loaded), then its body.
 */
export function AccountScreen({ title, children }: { title: string; children: ReactNode }) {
  const ready = useTexts(accountTexts);
  const { t } = useTranslation();
  return (
    <section className="page account-page" aria-busy={!ready}>
      <h1 className="page-title">{ready ? t(title) : ''}</h1>
      {ready && children}
    </section>
  );
}

/** The field a refusal names (`details.field`), so the form can mark it. */
export function refusedField(err: unknown): string | undefined {
  const field = err instanceof ApiError ? err.details['field'] : undefined;
  return typeof field === 'string' ? field : undefined;
}

/** A labelled form field with its message under it, tied to the input for screen readers. */
export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={`acct-field${error ? ' invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && !error && (
        <small id={`${id}-hint`} className="acct-hint">
          {hint}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} className="acct-error" role="alert">
          {error}
        </small>
      )}
    </div>
  );
}

/** The aria attributes of an input whose Field may show a hint or an error. */
export function describedBy(id: string, error?: string, hint?: string) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  } as const;
}
