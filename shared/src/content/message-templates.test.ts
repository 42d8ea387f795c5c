import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { missingPlaceholders, placeholdersOf, unknownPlaceholders } from './message-templates.ts';

describe('message template placeholders', () => {
  it('finds each placeholder once, in order, and nothing else', () => {
    expect(placeholdersOf('Code:\n\n{code}\n{code} {userName} {not a placeholder} {}')).toEqual([
      'code',
      'userName',
    ]);
  });

  it('a wording that keeps every placeholder misses none; dropping one is found wherever it was', () => {
    const name = fc.stringMatching(/^[a-zA-Z]\w{0,8}$/);
    fc.assert(
      fc.property(fc.uniqueArray(name, { minLength: 1, maxLength: 5 }), fc.string(), (names, filler) => {
        const clean = filler.replace(/[{}]/g, '');
        const text = names.map((n) => `${clean}{${n}}`).join(' ');
        expect(missingPlaceholders(names, '', text)).toEqual([]);
        expect(missingPlaceholders(names, text, '')).toEqual([]);
        const [dropped, ...kept] = names;
        expect(missingPlaceholders(names, '', kept.map((n) => `{${n}}`).join(clean))).toEqual([dropped]);
        expect(unknownPlaceholders(kept, '', text)).toEqual([dropped]);
      }),
    );
  });
});
