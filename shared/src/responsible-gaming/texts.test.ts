import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages.ts';
import { RESOURCES } from '../i18n/resources.ts';
import { RG_REFUSAL_KEYS } from './limits.ts';

describe('responsible gaming refusals', () => {
  it('are translated in every language, each its own text beside English', () => {
    for (const { code } of LANGUAGES) {
      const table = RESOURCES[code] as Record<string, string | undefined>;
      for (const key of RG_REFUSAL_KEYS) {
        expect(table[key], `${code}: ${key}`).toBeTruthy();
        if (code !== 'en')
          expect(table[key], `${code}: ${key}`).not.toBe((RESOURCES.en as Record<string, string>)[key]);
      }
    }
  });
});
