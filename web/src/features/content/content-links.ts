/**
 * The spec's content pages and the two small menus that lead to them (accounts section 2: "Page 9
 * is terms, page 10 responsible gaming, page 6 help/FAQ"; "Support: links to page 6 and Contact.
 * Others menu: page 9, Contact, page 10").
 */
export const PAGE = { help: 6, terms: 9, responsibleGaming: 10 } as const;

/** A link of a content menu: the path inside the language and its label's key. */
export interface ContentLink {
  path: string;
  label: string;
}

export const SUPPORT_LINKS: readonly ContentLink[] = [
  { path: `page/${PAGE.help}`, label: 'content.help' },
  { path: 'contact', label: 'content.contact' },
];

export const OTHERS_LINKS: readonly ContentLink[] = [
  { path: `page/${PAGE.terms}`, label: 'content.terms' },
  { path: 'contact', label: 'content.contact' },
  { path: `page/${PAGE.responsibleGaming}`, label: 'content.responsibleGaming' },
];
