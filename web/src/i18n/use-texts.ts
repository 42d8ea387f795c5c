import { use, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguageCode, DEFAULT_LANGUAGE, type LanguageCode } from '@bet/shared';
import { hasTexts, loadTexts, type Texts } from './i18n.ts';

function useLanguage(): LanguageCode {
  const { i18n } = useTranslation();
  return isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/**
 * Suspends the caller until i18next holds every bundle in the language shown (the nearest
 * Suspense shows its fallback meanwhile); a bundle that cannot load throws to the error boundary.
 * `meanwhile` starts whatever else the caller will need, so it loads beside the texts.
 */
export function useTextsSuspending(bundles: readonly Texts[], meanwhile?: () => void): void {
  const lang = useLanguage();
  if (bundles.some((texts) => !hasTexts(texts, lang))) meanwhile?.();
  // Every load starts at once; each promise is the one loadTexts keeps, the same on every render.
  // `use` on every render, texts held or not: the replay after a wait must call it as the wait did.
  const loading = bundles.map((texts) => loadTexts(texts, lang));
  for (const promise of loading) use(promise);
}

/**
 * Says whether i18next holds `texts` in the language shown, loading them when not: the caller
 * renders nothing untranslated in between. A load that still fails after its second try
 * (loadTexts) goes to the route's error boundary, whose 'Try again' loads it anew, instead of
 * leaving the screen blank.
 */
export function useTexts(texts: Texts): boolean {
  const lang = useLanguage();
  const [, setLoaded] = useState<LanguageCode | null>(null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (hasTexts(texts, lang)) return;
    let live = true;
    loadTexts(texts, lang).then(
      () => live && setLoaded(lang),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [texts, lang]);
  if (failure) throw failure.error;
  return hasTexts(texts, lang);
}
