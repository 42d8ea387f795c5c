import { describe, expect, it } from 'vitest';
import { LANGUAGES, SITE_SETTINGS } from '@bet/shared';

const languages = import.meta.glob<{ default: Record<string, string> }>('./i18n/*.ts', { eager: true });

describe('the site settings page’s labels', () => {
  it('has a text file for each of the 17 languages', () => {
    expect(Object.keys(languages)).toHaveLength(17);
    for (const { code } of LANGUAGES) expect(languages[`./i18n/${code}.ts`], code).toBeDefined();
  });

  it('names every setting of the catalogue in every language, not by its key', () => {
    const missing: string[] = [];
    for (const [file, { default: texts }] of Object.entries(languages))
      for (const { key } of SITE_SETTINGS) {
        const label = texts[`site.setting.${key}`];
        if (!label?.trim() || label === key) missing.push(`${file}: site.setting.${key}`);
      }
    expect(missing).toEqual([]);
  });

  it('keeps every label short enough for a phone', () => {
    const long: string[] = [];
    for (const [file, { default: texts }] of Object.entries(languages))
      for (const { key } of SITE_SETTINGS) {
        const label = texts[`site.setting.${key}`] ?? '';
        if (label.length > 40) long.push(`${file}: ${key}: ${label}`);
      }
    expect(long).toEqual([]);
  });
});
