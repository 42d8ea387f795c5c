import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTACT_TOPICS, CONTACT_TOPIC_KEYS, contactFormError, contactSubcategories } from './contact.ts';

const ok = { email: 'a@b.co', topcategory: 'payment', category: 'withdraw', message: 'Hello' };

describe('contact form rules', () => {
  it('every top category of the spec has its own sub-categories', () => {
    expect(CONTACT_TOPIC_KEYS).toEqual([
      'sportbets',
      'livebets',
      'payment',
      'account',
      'casino',
      'livecasino',
      'others',
    ]);
    for (const t of CONTACT_TOPIC_KEYS) expect(contactSubcategories(t).length).toBeGreaterThan(0);
    expect(contactSubcategories('toString')).toEqual([]);
  });

  it('needs every field, a mail address and a sub-category of the chosen top category', () => {
    expect(contactFormError(ok)).toBeNull();
    expect(contactFormError({ ...ok, message: '  ' })).toBe('allInputEnter');
    expect(contactFormError({ ...ok, email: 'nope' })).toBe('emailRequired');
    expect(contactFormError({ ...ok, category: 'coupon' })).toBe('contactCategoryWrong');
  });

  it('accepts a pair exactly when the sub-category belongs to the top category', () => {
    const tops = fc.constantFrom(...CONTACT_TOPIC_KEYS, 'x');
    const subs = fc.constantFrom(...new Set(Object.values(CONTACT_TOPICS).flat()), 'y');
    fc.assert(
      fc.property(tops, subs, (topcategory, category) => {
        const belongs =
          (CONTACT_TOPICS as Record<string, readonly string[]>)[topcategory]?.includes(category) ?? false;
        return (contactFormError({ ...ok, topcategory, category }) === null) === belongs;
      }),
    );
  });
});
