import { describe, expect, it } from 'vitest';
import { languageRedirect } from './lang-path.ts';

describe('languageRedirect (spec: the language is the first path segment when it has two letters)', () => {
  it('sends / to /tr/', () => expect(languageRedirect('/')).toBe('/tr/'));
  it('keeps a known language', () => {
    expect(languageRedirect('/en/')).toBeNull();
    expect(languageRedirect('/de/live')).toBeNull();
  });
  it('puts the language in front of a path without one', () =>
    expect(languageRedirect('/live')).toBe('/tr/live'));
  it('uses the remembered language', () => expect(languageRedirect('/', 'en')).toBe('/en/'));
  it('ignores a remembered value that is no language', () =>
    expect(languageRedirect('/', 'zz')).toBe('/tr/'));
  it('replaces an unknown two-letter code', () => expect(languageRedirect('/zz/live')).toBe('/tr/live'));
});
