import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';
import { tr } from './locales/tr.ts';
import { tr as trPages } from './pages/tr.ts';

/**
 * Each language's texts come in two files: the first route's (locales/) and the pages' (pages/),
 * which the browser loads with the first page that needs them. A key in the wrong file of some
 * language would be missing in that language until the other file loads.
 */
describe("the first route's texts and the pages' texts", () => {
  for (const { code } of LANGUAGES) {
    it(`${code} keeps every key in the file Turkish keeps it in`, async () => {
      const core = (await import(`./locales/${code}.ts`)) as Record<string, object>;
      const pages = (await import(`./pages/${code}.ts`)) as Record<string, object>;
      expect(Object.keys(core[code]!).filter((key) => !(key in tr))).toEqual([]);
      expect(Object.keys(pages[code]!).filter((key) => !(key in trPages))).toEqual([]);
    });
  }
});
