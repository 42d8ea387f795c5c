import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A list's load that failed, once it is no longer loading: the server's message, else the general one. */
export function PanelLoadError({
  error,
  loading,
  className = 'panel-error',
}: {
  error: { message: string } | null | undefined;
  loading: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  if (!error || loading) return null;
  return (
    <p className={className} role="alert">
      {error.message || t('technicalError')}
    </p>
  );
}

/** What an action answered: a note when it went through, an alert when it was refused. */
export interface PanelMessageText {
  ok: boolean;
  text: string;
}

export function PanelMessage({ message, testId }: { message: PanelMessageText | null; testId?: string }) {
  if (!message) return null;
  return (
    <p
      className={message.ok ? 'panel-note' : 'panel-error'}
      role={message.ok ? 'status' : 'alert'}
      data-testid={testId}
    >
      {message.text}
    </p>
  );
}

/**
 * A table that scrolls sideways on a phone: a named region the keyboard can reach and scroll
 * (`label` names it, by default 'table, scroll sideways').
 */
export function PanelTableWrap({ children, label }: { children: ReactNode; label?: string }) {
  const { t } = useTranslation();
  return (
    <div
      className="panel-table-wrap"
      tabIndex={0}
      role="region"
      aria-label={label ?? t('panel.table.scroll')}
    >
      {children}
    </div>
  );
}
