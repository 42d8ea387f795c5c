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

describe('standard language tags lead to the site code (issue 14, item 7)', () => {
  it('sends /ar/ to Arabic, which the site calls aa, keeping the rest of the path', () => {
    expect(languageRedirect('/ar/')).toBe('/aa/');
    expect(languageRedirect('/ar/livebets')).toBe('/aa/livebets');
    expect(languageRedirect('/AR/sports/1')).toBe('/aa/sports/1');
  });
  it('keeps /fa/ and /aa/, which are site codes already', () => {
    expect(languageRedirect('/fa/')).toBeNull();
    expect(languageRedirect('/fa/livebets')).toBeNull();
    expect(languageRedirect('/aa/')).toBeNull();
  });
  it('maps the other tags the site spells its own way, and tags with a region', () => {
    expect(languageRedirect('/ko/')).toBe('/kr/');
    expect(languageRedirect('/ku/results')).toBe('/iq/results');
    expect(languageRedirect('/pap/')).toBe('/cw/');
    expect(languageRedirect('/ar-SA/')).toBe('/aa/');
    expect(languageRedirect('/pt-BR/sports')).toBe('/pt/sports');
    expect(languageRedirect('/en-US/')).toBe('/en/');
  });
  it('a remembered language does not win over a language the path names', () =>
    expect(languageRedirect('/ar/', 'de')).toBe('/aa/'));
  it('a word of the path that is no language tag stays a path', () => {
    expect(languageRedirect('/sports', 'en')).toBe('/en/sports');
    expect(languageRedirect('/livebets')).toBe('/tr/livebets');
    expect(languageRedirect('/zzz/live')).toBe('/tr/zzz/live');
  });
});
