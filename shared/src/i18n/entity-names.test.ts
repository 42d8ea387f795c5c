import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MARKET_TYPES, MARKET_TYPE } from '../markets/market-types.ts';
import { entityName, entityNameKey, lookupFromTranslator, type NamedEntity } from './entity-names.ts';
import { LANGUAGES, type LanguageCode } from './languages.ts';
import { RESOURCES } from './resources.ts';
import { translate } from './translate.ts';

const lookupIn = (lang: LanguageCode) => lookupFromTranslator((key) => translate(key, lang));
const nameIn = (entity: NamedEntity, lang: LanguageCode) => entityName(entity, lang, lookupIn(lang));

describe('sports data in the reader language', () => {
  it('names markets, word outcomes, sports, countries and leagues by their ids', () => {
    expect(nameIn({ kind: 'market', id: 18, name: 'Over/Under' }, 'tr')).toBe('Alt/Üst');
    expect(nameIn({ kind: 'market', id: 10, name: 'Double chance' }, 'aa')).toBe('فرصة مزدوجة');
    expect(nameIn({ kind: 'outcome', id: 'Over', name: 'Over' }, 'de')).toBe('Über');
    expect(nameIn({ kind: 'outcome', id: 'Yes', name: 'Yes' }, 'tr')).toBe('Var');
    expect(nameIn({ kind: 'sport', id: 1, name: 'Football' }, 'ru')).toBe('Футбол');
    expect(nameIn({ kind: 'country', id: 101, name: 'England' }, 'tr')).toBe('İngiltere');
    expect(nameIn({ kind: 'league', id: 1051, name: 'Super Lig' }, 'tr')).toBe('Süper Lig');
  });

  it("falls back to the feed's name for ids the resources do not know", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LANGUAGES.map((l) => l.code)),
        fc.constantFrom('sport', 'country', 'league', 'market' as const),
        fc.integer({ min: 1_000_000, max: 2_000_000 }),
        fc.string({ minLength: 1 }),
        (lang, kind, id, name) => {
          expect(nameIn({ kind, id, name }, lang)).toBe(name);
        },
      ),
    );
  });

  it('leaves notation outcomes (1, X, 1X, 1/X, 2:1) as the feed writes them', () => {
    for (const code of ['1', 'X', '2', '1X', 'X2', '1/X', '2:1']) {
      expect(entityNameKey({ kind: 'outcome', id: code })).toBeUndefined();
      expect(nameIn({ kind: 'outcome', id: code, name: code }, 'aa')).toBe(code);
    }
  });

  it('puts an override for the language before the resources', () => {
    const override = (e: NamedEntity, lang: LanguageCode) =>
      e.kind === 'league' && e.id === 1051 && lang === 'en' ? 'Turkish Super League' : undefined;
    const league = { kind: 'league' as const, id: 1051, name: 'Super Lig' };
    expect(entityName(league, 'en', lookupIn('en'), override)).toBe('Turkish Super League');
    expect(entityName(league, 'tr', lookupIn('tr'), override)).toBe('Süper Lig');
  });

  it('has a name for every market type and every word outcome in every language', () => {
    const words = new Set(
      Object.values(MARKET_TYPES)
        .flatMap((d) => d.outcomes)
        .filter((o) => entityNameKey({ kind: 'outcome', id: o }) !== undefined),
    );
    expect([...words].sort()).toEqual(['None', 'Other', 'Over', 'Under', 'Yes', 'No'].sort());
    for (const { code } of LANGUAGES) {
      const messages = RESOURCES[code] as Record<string, string | undefined>;
      for (const d of Object.values(MARKET_TYPES)) {
        if (d.id === MARKET_TYPE.matchResult) continue; // 1X2 is its own notation everywhere
        expect(messages[`market.${d.id}`], `${code} market.${d.id}`).toBeTruthy();
      }
      for (const w of words) expect(messages[`outcome.${w}`], `${code} outcome.${w}`).toBeTruthy();
    }
  });
});
