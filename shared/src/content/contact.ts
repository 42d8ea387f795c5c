/**
 * The contact form (accounts-and-platform section 2 "Contact: email, top category, sub category,
 * message. Sub-category depends on the top category"; section 5 "Contact: all fields required").
 * The spec names the top categories; the sub-categories of each are ours.
 */
export const CONTACT_TOPICS = {
  sportbets: ['coupon', 'odds', 'results'],
  livebets: ['coupon', 'odds', 'stream'],
  payment: ['deposit', 'withdraw', 'bonus'],
  account: ['registration', 'password', 'profile'],
  casino: ['game', 'bonus', 'technical'],
  livecasino: ['game', 'table', 'technical'],
  others: ['suggestion', 'complaint', 'other'],
} as const satisfies Record<string, readonly string[]>;

export type ContactTopic = keyof typeof CONTACT_TOPICS;
export const CONTACT_TOPIC_KEYS = Object.keys(CONTACT_TOPICS) as ContactTopic[];

export const CONTACT_EMAIL_MAX = 100;
export const CONTACT_MESSAGE_MAX = 2000;

export function isContactTopic(v: unknown): v is ContactTopic {
  return typeof v === 'string' && Object.hasOwn(CONTACT_TOPICS, v);
}

/** The sub-categories a top category offers (none for an unknown one). */
export function contactSubcategories(top: string): readonly string[] {
  return isContactTopic(top) ? CONTACT_TOPICS[top] : [];
}

export interface ContactForm {
  email: string;
  topcategory: string;
  category: string;
  message: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The first thing wrong with a contact form as a message key, or null. The page shows it under
 * the form; the server refuses the same with 422.
 */
export function contactFormError(
  f: ContactForm,
): 'allInputEnter' | 'emailRequired' | 'contactCategoryWrong' | null {
  if (!f.email.trim() || !f.topcategory || !f.category || !f.message.trim()) return 'allInputEnter';
  const email = f.email.trim();
  if (email.length > CONTACT_EMAIL_MAX || !EMAIL.test(email)) return 'emailRequired';
  if (!contactSubcategories(f.topcategory).includes(f.category)) return 'contactCategoryWrong';
  return null;
}
