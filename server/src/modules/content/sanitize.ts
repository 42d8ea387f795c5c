import sanitizeHtml from 'sanitize-html';

/**
 * The HTML a page may hold: text markup, lists, tables, links and images; no script, style,
 * frames, forms or event attributes. sanitize-html works on the server without a DOM (DOMPurify
 * needs jsdom there, whose current release no longer loads on Node 20); the browser sanitises
 * again with DOMPurify before showing it.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    '*': ['dir', 'lang'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'data'] },
  allowProtocolRelative: false,
  transformTags: {
    // A link that opens a new tab cannot reach back into the site.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs['target'] ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export function sanitizePageHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
