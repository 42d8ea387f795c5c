import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, translate } from '@bet/shared';

/** Every message key the server's code refuses with: `refused('key')`, `new AppError(409, 'key')`, ... */
function refusalKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of fs.readdirSync(dir)) {
      const file = path.join(dir, name);
      if (fs.statSync(file).isDirectory()) walk(file);
      else if (file.endsWith('.ts') && !file.endsWith('.test.ts')) {
        const text = fs.readFileSync(file, 'utf8');
        for (const m of text.matchAll(
          /\b(?:badRequest|forbidden|notFound|conflict|refused)\('(\w+)'|new AppError\(\d+, '(\w+)'/g,
        ))
          keys.set(m[1] ?? m[2]!, path.relative(process.cwd(), file));
      }
    }
  };
  walk(path.join(import.meta.dirname, '..'));
  return keys;
}

// The error body's `message` is the key's text in the request's language: a key without one
// reaches the player as the bare key (the bonus page showed 'paymentsNotAllowed').
describe("the server's refusals", () => {
  const keys = refusalKeys();
  it('are found in the source', () => {
    expect(keys.size).toBeGreaterThan(50);
    expect(keys.has('couponNotFound')).toBe(true);
  });
  for (const { code } of LANGUAGES)
    it(`each have a message in ${code}`, () => {
      const missing = [...keys]
        .filter(([key]) => translate(key, code) === key)
        .map(([k, f]) => `${k} (${f})`);
      expect(missing).toEqual([]);
    });
});
