import { describe, expect, it } from 'vitest';
import { CONTACT_TOPICS, CONTACT_TOPIC_KEYS, LANGUAGES } from '@bet/shared';
import { loadContentMessages } from './load.ts';
import tr, { type ContentKey } from './tr.ts';

describe('content texts', () => {
  for (const { code } of LANGUAGES)
    it(`${code} has every key with a real translation`, async () => {
      const messages = await loadContentMessages(code);
      const en = await loadContentMessages('en');
      expect(Object.keys(messages).sort()).toEqual(Object.keys(tr).sort());
      for (const [key, text] of Object.entries(messages) as [ContentKey, string][]) {
        expect(text.trim(), `${code} ${key}`).not.toBe('');
        expect(text, `${code} ${key}`).toBe(text.trim());
        const wanted = (tr[key].match(/\{\{\w+\}\}/g) ?? []).sort();
        expect((text.match(/\{\{\w+\}\}/g) ?? []).sort(), `${code} ${key}`).toEqual(wanted);
        if (code !== 'en') expect(text, `${code} ${key} is English`).not.toBe(en[key]);
      }
    });

  it('names every contact topic and sub-category the shared rule offers', () => {
    for (const topic of CONTACT_TOPIC_KEYS) {
      expect(tr).toHaveProperty(`content.topic.${topic}`);
      for (const sub of CONTACT_TOPICS[topic]) expect(tr).toHaveProperty(`content.sub.${sub}`);
    }
  });
});
