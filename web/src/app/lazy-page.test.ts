import { describe, expect, it } from 'vitest';
import { isChunkError, retryFailedPages } from './lazy-page.tsx';

describe('chunk errors', () => {
  it('knows how Chromium, Firefox and Safari word a chunk that would not load', () => {
    expect(isChunkError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
  });

  it('takes a failed render for what it is', () => {
    expect(isChunkError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isChunkError('nothing')).toBe(false);
  });

  it('has nothing to retry before a page failed', () => {
    expect(retryFailedPages()).toBe(false);
  });
});
