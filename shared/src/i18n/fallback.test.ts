import { describe, expect, it, vi } from 'vitest';
import { en } from './locales/en.ts';
import { loadMessages, loadPageMessages } from './load.ts';
import { RESOURCES, missingTranslations } from './resources.ts';
import { translate } from './translate.ts';

// A German file that lacks most keys, as a translation does when keys are added after it.
vi.mock('./locales/de.ts', () => ({
  de: { 'nav.home': 'Startseite', choosetypesError: 'Höchstens {{count}} Tipps.' },
}));
vi.mock('./pages/de.ts', () => ({ de: { 'coupons.title': 'Meine Wettscheine' } }));
// An Italian file with every key.
vi.mock('./locales/it.ts', async () => {
  const { tr } = await import('./locales/tr.ts');
  return { it: Object.fromEntries(Object.keys(tr).map((key) => [key, `it:${key}`])) };
});
vi.mock('./pages/it.ts', async () => {
  const { tr } = await import('./pages/tr.ts');
  return { it: Object.fromEntries(Object.keys(tr).map((key) => [key, `it:${key}`])) };
});

describe('a translation that lacks keys', () => {
  it('is reported with the keys it lacks', () => {
    expect(missingTranslations('de')).toContain('nav.live');
    expect(missingTranslations('de')).not.toContain('nav.home');
  });

  it('shows English for them on the server', () => {
    expect(translate('nav.home', 'de')).toBe('Startseite');
    expect(translate('nav.live', 'de')).toBe(en['nav.live']);
    expect(translate('choosetypesError', 'de', { count: 3 })).toBe('Höchstens 3 Tipps.');
    expect(translate('coupons.title', 'de')).toBe('Meine Wettscheine');
    expect(translate('coupons.tab.wait', 'de')).toBe(RESOURCES.en['coupons.tab.wait']);
  });

  it('is filled in with English when loaded in the browser', async () => {
    const german = await loadMessages('de');
    expect(german['nav.home']).toBe('Startseite');
    expect(german['nav.live']).toBe(en['nav.live']);
    const germanPages = await loadPageMessages('de');
    expect(germanPages['coupons.title']).toBe('Meine Wettscheine');
    expect(germanPages['coupons.tab.wait']).toBe(RESOURCES.en['coupons.tab.wait']);
  });

  it('leaves a complete translation alone (no English to download)', async () => {
    expect(missingTranslations('it')).toEqual([]);
    const { it: italian } = await import('./locales/it.ts');
    expect(await loadMessages('it')).toBe(italian);
  });
});
