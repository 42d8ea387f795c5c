// @vitest-environment jsdom
import { Suspense, startTransition, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLanguage, defineTexts, i18n, loadTexts } from './i18n.ts';
import { useTextsSuspending } from './use-texts.ts';

let host: HTMLElement | undefined;
afterEach(() => {
  host?.remove();
  vi.restoreAllMocks();
});

/**
 * Opens `page` in a transition over a page already shown (as a link does), collecting what React
 * had to recover from.
 */
async function openInTransition(page: ReactNode): Promise<{ recovered: unknown[]; text: () => string }> {
  host = document.body.appendChild(document.createElement('div'));
  const recovered: unknown[] = [];
  // React's development build names a render that changed under it here (the production build
  // recovers by rendering the whole root again, and reports that as React error 520)
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => recovered.push(args[0]));
  const root = createRoot(host, { onRecoverableError: (error) => recovered.push(error) });
  const shell = (content: ReactNode) => <Suspense fallback={<p>…</p>}>{content}</Suspense>;
  root.render(shell(<p>Home</p>));
  await new Promise((r) => setTimeout(r, 20));
  startTransition(() => root.render(shell(page)));
  // the texts arrive a moment later; React replays the waiting page where it stopped
  await new Promise((r) => setTimeout(r, 200));
  return { recovered, text: () => host!.textContent ?? '' };
}

describe('useTextsSuspending', () => {
  it('renders a page once its texts came, calling use() again as it did when it waited', async () => {
    const texts = defineTexts(
      () => new Promise((resolve) => setTimeout(() => resolve({ 'useTexts.hello': 'Merhaba' }), 5)),
    );
    function Page() {
      useTextsSuspending([texts]);
      // a hook after the wait: the replay must call the same hooks in the same order
      const [greeting] = useState(() => i18n.t('useTexts.hello'));
      return <p>{greeting}</p>;
    }
    const { recovered, text } = await openInTransition(<Page />);
    expect(recovered.map((e) => (e instanceof Error ? e.message : e))).toEqual([]);
    expect(text()).toBe('Merhaba');
  });

  it('shows a page whose texts are held at once, without a fallback in between', async () => {
    const texts = defineTexts(() => Promise.resolve({ 'useTexts.held': 'Hazır' }));
    await loadTexts(texts, currentLanguage());
    await new Promise((r) => setTimeout(r, 0));
    function Page() {
      useTextsSuspending([texts]);
      return <p>{i18n.t('useTexts.held')}</p>;
    }
    host = document.body.appendChild(document.createElement('div'));
    const root = createRoot(host);
    flushSync(() => root.render(<Suspense fallback={<p>…</p>}>{<Page />}</Suspense>));
    expect(host.textContent).toBe('Hazır');
    root.unmount();
  });
});
