import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILD_HASH_PATTERN } from '@bet/shared';
import { computeBuildHash } from './build-hash.ts';

const dirs: string[] = [];
function appDir(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-hash-'));
  dirs.push(dir);
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('the build hash of a terminal', () => {
  const files = { 'main/main.js': 'main', 'preload/preload.cjs': 'bridge', 'package.json': '{"v":1}' };

  it('is a SHA-256 that the same files give wherever they lie, whatever order they were written in', async () => {
    const a = await computeBuildHash(appDir(files));
    expect(a).toMatch(BUILD_HASH_PATTERN);
    const reversed = Object.fromEntries(Object.entries(files).reverse());
    expect(await computeBuildHash(appDir(reversed))).toBe(a);
  });

  it('changes with a file’s content, a file added, removed or renamed', async () => {
    const a = await computeBuildHash(appDir(files));
    expect(await computeBuildHash(appDir({ ...files, 'main/main.js': 'main!' }))).not.toBe(a);
    expect(await computeBuildHash(appDir({ ...files, 'extra.js': '' }))).not.toBe(a);
    const { 'package.json': _gone, ...fewer } = files;
    expect(await computeBuildHash(appDir(fewer))).not.toBe(a);
    const { 'main/main.js': main, ...rest } = files;
    expect(await computeBuildHash(appDir({ ...rest, 'main/index.js': main }))).not.toBe(a);
  });
});
