import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, intlLocales, localAmount } from '@bet/shared';
import { amountScriptModule, buildAmountScript } from './amount-script.build.ts';
import { AMOUNT_SCRIPT } from './amount-script.generated.ts';
import { CLIENT_SCRIPT } from './client-script.ts';

const AMOUNTS = [0, 4, 99, 100, -1, -250_004, 99_999, 250_004, 1_234_567_89, 99_999_999_99];

describe("the game pages' amounts", () => {
  it("are written by shared's localAmount as it is now (the generated script is current)", async () => {
    const { readFile } = await import('node:fs/promises');
    const stored = await readFile(new URL('./amount-script.generated.ts', import.meta.url), 'utf8');
    expect(stored).toBe(await amountScriptModule(await buildAmountScript()));
  });

  it('agree with the site in every language, run as the browser runs the served script', () => {
    const sandbox: { houseAmount?: { localAmount: typeof localAmount } } = {};
    vm.runInNewContext(AMOUNT_SCRIPT, sandbox);
    const browser = sandbox.houseAmount!.localAmount;
    for (const { code } of LANGUAGES)
      for (const minor of AMOUNTS)
        expect(browser(minor, intlLocales(code), 2), `${code} ${minor}`).toBe(
          localAmount(minor, intlLocales(code), 2),
        );
  });

  it('the served script has no grouping of its own: it writes amounts with the bundled rule', () => {
    expect(CLIENT_SCRIPT.startsWith(AMOUNT_SCRIPT)).toBe(true);
    const game = CLIENT_SCRIPT.slice(AMOUNT_SCRIPT.length);
    expect(game).toContain('houseAmount.localAmount(');
    expect(game).not.toMatch(/\(\?=\(\\d\{3\}\)/);
  });
});
