/** The messages the site sends by e-mail or SMS, each worded in every language of the site. */
export const MESSAGE_TEMPLATES = ['activation', 'passwordReset', 'contact'] as const;
export type MessageTemplateName = (typeof MESSAGE_TEMPLATES)[number];

/** The `{name}` placeholders of a text, each once, in order of first use. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))];
}

/**
 * The placeholders an operator's wording leaves out: every one the site's own wording uses must
 * stay (a reset mail without its {code} would be useless), in the subject or in the text.
 */
export function missingPlaceholders(required: readonly string[], subject: string, text: string): string[] {
  const used = new Set([...placeholdersOf(subject), ...placeholdersOf(text)]);
  return required.filter((p) => !used.has(p));
}

/** Placeholders the wording uses that the site never fills: they would reach the reader as typed. */
export function unknownPlaceholders(known: readonly string[], subject: string, text: string): string[] {
  return [...new Set([...placeholdersOf(subject), ...placeholdersOf(text)])].filter(
    (p) => !known.includes(p),
  );
}
