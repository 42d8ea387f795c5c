import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contract } from '@bet/shared';

const root = path.resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((f) => f.isFile() && /\.(ts|tsx)$/.test(f.name) && !/\.(test|spec)\.tsx?$/.test(f.name))
    .map((f) => path.relative(root, path.join(f.parentPath, f.name)));
}

// The first fixed segment of every contract path, e.g. `coupons`, `auth`, `matches`.
const segments = [
  ...new Set(
    Object.values(contract).flatMap((area) => Object.values(area).map((e) => e.path.split('/')[1]!)),
  ),
];
// A string or template literal that starts with an API path: '/coupons…', `/matches/${id}`, '/api/v1…'
// (a socket namespace such as createSocket('/live') is no HTTP call).
const apiPath = new RegExp(`(?<!createSocket\\()['"\`](?:/api/v1|/(?:${segments.join('|')})(?=[/'"\`?]))`);
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

describe('API calls go through the typed client', () => {
  it('no web or terminal source names an API path as a string', () => {
    const offenders = [...sources('web/src'), ...sources('terminal/src')].filter((file) =>
      apiPath.test(withoutComments(readFileSync(path.join(root, file), 'utf8'))),
    );
    expect(offenders).toEqual([]);
  });

  it('finds such a string when there is one', () => {
    expect(apiPath.test("api.get('/coupons', {})")).toBe(true);
    expect(apiPath.test('fetch(`/matches/${id}`)')).toBe(true);
    expect(apiPath.test("fetch('/api/v1/anything')")).toBe(true);
    expect(apiPath.test('navigate(`/${lang}/coupons`)')).toBe(false);
    expect(apiPath.test("createSocket('/live', {})")).toBe(false);
    expect(apiPath.test(withoutComments('/** Follows `/live` */\n// over `/live`\nconst a = 1;'))).toBe(
      false,
    );
  });
});
