import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import ts from 'typescript';
import { LANGUAGES, MAX_AMOUNT_MINOR, formatTicketMoney } from '@bet/shared';

/**
 * The web app formats amounts with shared's formatMoney in the browser; the server prints tickets
 * with formatTicketMoney in Node, whose ICU has every language's number data. Chromium has none for
 * Azerbaijani, Kurdish and Albanian, so the same Intl call gave 2,500.04 on the screen where the
 * ticket printed 2.500,04 or 2500,04. Here the shared modules the web bundles run in Chromium
 * itself, over many generated amounts, and are held to the ticket's text in every language.
 */
const ORIGIN = 'http://amounts.test';
const SHARED = path.resolve(import.meta.dirname, '../../shared/src');
const MODULES: Record<string, string> = {
  '/money.js': 'money/money.ts',
  '/intl-locale.js': 'i18n/intl-locale.ts',
};

function transpiled(file: string): string {
  return ts.transpileModule(readFileSync(path.join(SHARED, file), 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 },
  }).outputText;
}

/** What a printer gets: no no-break spaces, direction marks or U+2212 (formatTicketMoney's printable). */
const printable = (text: string) =>
  text
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\u2212/g, '-')
    .replace(/[\u200e\u200f\u061c]/g, '');

test('the screen writes every amount as the printed ticket does, in every language, Kurdish, Albanian and Azerbaijani included', async ({
  page,
}) => {
  await page.route(`${ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    const file = MODULES[url.pathname];
    if (file) await route.fulfill({ contentType: 'text/javascript', body: transpiled(file) });
    else await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>amounts</title>' });
  });
  await page.goto(`${ORIGIN}/`);

  const edges = [0, 1, -1, 5, 99, 100, -100, 99_999, 100_000, 250_004, 999_999, 2_500_004, 10_000_000];
  const amounts = [
    ...edges,
    ...fc.sample(fc.integer({ min: -MAX_AMOUNT_MINOR, max: MAX_AMOUNT_MINOR }), { numRuns: 400, seed: 2026 }),
    ...fc.sample(fc.integer({ min: 0, max: 10_000_000 }), { numRuns: 200, seed: 17 }),
  ];
  const codes = LANGUAGES.map((l) => l.code);
  const screen = await page.evaluate(
    async ({ amounts, codes }) => {
      const load = (url: string) => import(url);
      const { formatMoney } = await load('/money.js');
      const { intlLocales } = await load('/intl-locale.js');
      return Object.fromEntries(
        codes.map((code) => [
          code,
          amounts.map((minor) => formatMoney(minor, 'TRY', { locales: intlLocales(code) }) as string),
        ]),
      ) as Record<string, string[]>;
    },
    { amounts, codes },
  );

  // the three languages Chromium has no data for, as their own readers write them
  expect(screen['az']![amounts.indexOf(250_004)]).toBe('2.500,04 TL');
  expect(screen['iq']![amounts.indexOf(250_004)]).toBe('2.500,04 TL');
  expect(screen['sq']![amounts.indexOf(250_004)]).toBe('2500,04 TL');
  expect(screen['sq']![amounts.indexOf(2_500_004)]).toBe('25\u00a0000,04 TL');
  for (const code of codes) {
    const differ = amounts
      .map((minor, i) => ({
        minor,
        screen: printable(screen[code]![i]!),
        ticket: formatTicketMoney(minor, { currency: 'TRY', language: code }),
      }))
      .filter((a) => a.screen !== a.ticket)
      .slice(0, 3);
    expect({ code, differ }).toEqual({ code, differ: [] });
  }
});
