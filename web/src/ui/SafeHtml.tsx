import { isPlainText, sanitizeHtml } from './sanitize-html.ts';

/**
 * The one place HTML from the server enters the page, sanitised (DOMPurify). Content without any
 * markup stays text, its line breaks kept. Loaded with what shows it, not with the first route.
 */
export default function SafeHtml({
  html,
  className,
  testId,
}: {
  html: string;
  className?: string;
  testId?: string;
}) {
  if (isPlainText(html))
    return (
      <div className={`safe-html plain ${className ?? ''}`} data-testid={testId}>
        {html}
      </div>
    );
  return (
    <div
      className={`safe-html ${className ?? ''}`}
      data-testid={testId}
      // sanitised here: the only raw HTML of the app (a lint rule refuses it anywhere else)
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
    />
  );
}
