import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

/** Formatting an editor in the back office writes; everything else (forms, frames, styles, SVG) goes. */
const ALLOWED_TAGS = (
  'a b strong i em u s small mark sub sup p br hr div span blockquote h2 h3 h4 ' +
  'ul ol li dl dt dd table thead tbody tr th td img'
).split(' ');
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'colspan', 'rowspan', 'dir', 'lang'];
/** https, mail and phone links, and paths of this site; never javascript:, data: or plain http. */
const SAFE_URI = /^(?:https:|mailto:|tel:|\/(?!\/)|#)/i;

const configured = new WeakSet<Purifier>();

function configure(purify: Purifier) {
  if (configured.has(purify)) return;
  configured.add(purify);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href') ?? '';
      // A link to another site opens apart from the page and cannot reach back into it.
      if (/^https:/i.test(href)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else node.removeAttribute('target');
    }
    if (node.tagName === 'IMG' && !/^(?:https:|\/(?!\/))/i.test(node.getAttribute('src') ?? ''))
      node.removeAttribute('src');
  });
}

/**
 * HTML from the back office (popups, notifications, pages, promotions) made safe to put into the
 * page: only formatting, links and images; no script, no event handlers, no script URLs.
 * `purify` is for tests outside a browser (DOMPurify bound to another window).
 */
export function sanitizeHtml(html: string, purify: Purifier = DOMPurify): string {
  configure(purify);
  return purify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: SAFE_URI,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}

/** Text with no markup at all: shown as text, its line breaks kept. */
export const isPlainText = (content: string) => !/<[a-z!/]/i.test(content);
