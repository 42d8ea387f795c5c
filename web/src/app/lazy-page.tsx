import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { currentLanguage, forgetFailedTexts, loadTexts, pageTexts, type Texts } from '../i18n/i18n.ts';
import { useTextsSuspending } from '../i18n/use-texts.ts';

type Module<P> = { default: ComponentType<P> };

/** How long a failed chunk waits before its one automatic second try. */
export const CHUNK_RETRY_MS = 600;
const RELOAD_KEY = 'chunkReloadedAt';

/** Pages whose chunk failed: a retry gives each a fresh lazy component (React keeps a failed one failed). */
const failed = new Set<() => void>();

/** Stylesheets that would not load (a page's CSS asked for without a network), and those asked again. */
const failedStyles = new Set<HTMLLinkElement>();
const reloadingStyles = new Set<Promise<unknown>>();
if (typeof window !== 'undefined') {
  window.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLLinkElement && event.target.rel === 'stylesheet')
        failedStyles.add(event.target);
    },
    true,
  );
  // parts loaded beside the pages (a lazy part of Home) get theirs back too
  window.addEventListener('online', () => void restyle().catch(() => undefined));
}

/**
 * Asks again for the stylesheets that failed; settles when those asked for are in. The bundler's
 * loader adds a chunk's stylesheet once per page life: a chunk imported again after a failure
 * would come without its styles.
 */
function restyle(): Promise<unknown> {
  for (const old of failedStyles) {
    if (!old.isConnected) continue;
    const link = old.cloneNode() as HTMLLinkElement;
    const loading = new Promise((loaded, failedAgain) => {
      link.addEventListener('load', loaded);
      link.addEventListener('error', () => failedAgain(new Error(`Unable to preload CSS for ${link.href}`)));
    });
    reloadingStyles.add(loading);
    void loading.catch(() => undefined).then(() => reloadingStyles.delete(loading));
    old.replaceWith(link);
  }
  failedStyles.clear();
  return Promise.all(reloadingStyles);
}

/**
 * A lazily loaded page that survives a bad network: a failed chunk is tried once more after a
 * short wait; if that fails too the error reaches the route's error boundary, whose 'Try again'
 * calls `retryFailedPages` to load it anew, stylesheets that failed with it included. The page renders once i18next holds its texts too
 * (`texts`, loaded beside the chunk): by default the pages' texts, which all pages but Home show;
 * a feature with texts of its own adds its bundle.
 */
export function lazyPage<P extends object>(
  load: () => Promise<Module<P>>,
  texts: readonly Texts[] = [pageTexts],
): ComponentType<P> {
  const withTexts = () =>
    Promise.all([load(), Promise.all(texts.map((t) => loadTexts(t, currentLanguage()))), restyle()]).then(
      ([page]) => page,
    );
  const make = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(() =>
      withTexts()
        .catch(() =>
          new Promise<Module<P>>((r) => setTimeout(r, CHUNK_RETRY_MS)).then(() => {
            forgetFailedTexts();
            return withTexts();
          }),
        )
        .catch((error: unknown) => {
          failed.add(() => (current = make()));
          throw error;
        }),
    );
  let current = make();
  function Page(props: P) {
    // A language chosen since the chunk came needs its texts of the page too.
    // The chunk's import starts beside them (the browser fetches a module once, whoever asks).
    useTextsSuspending(texts, () => void load().catch(() => undefined));
    const Current = current;
    return <Current {...props} />;
  }
  return Page;
}

/** Gives every page whose chunk failed a fresh start; true when there was one. */
export function retryFailedPages(): boolean {
  const resets = [...failed];
  failed.clear();
  forgetFailedTexts();
  for (const reset of resets) reset();
  // Parts beside the page that failed quietly try again with it.
  if (resets.length > 0) window.dispatchEvent(new Event(PAGES_RETRIED));
  return resets.length > 0;
}

/** Sent when failed pages were given a fresh start. */
export const PAGES_RETRIED = 'pagesretried';

/** A chunk that would not load, as browsers word it (a module script or its stylesheet). */
export function isChunkError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|module script|Importing a module|preload CSS|ChunkLoadError/i.test(
    text,
  );
}

/**
 * A browser may keep a failed module import failed for the life of the page; a full reload is
 * then the only way on. Once a minute at most, so a chunk that is really gone cannot loop.
 */
export function reloadOnceForChunk(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
    if (Date.now() - last < 60_000) return false;
    sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}
