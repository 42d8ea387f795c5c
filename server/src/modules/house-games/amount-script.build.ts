import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** shared's money module, whose localAmount the game pages' script is given. */
const MONEY_MODULE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../shared/src/money/money.ts',
);

/**
 * shared's localAmount as plain browser JavaScript: the money module bundled on its own (it imports
 * nothing) into a script that defines `houseAmount.localAmount`. The game pages are the provider's,
 * outside the web app's bundle, so they get the site's amount rule this way instead of a copy of it.
 * `npm run gen:house-amount -w server` writes it to amount-script.generated.ts.
 */
export async function buildAmountScript(): Promise<string> {
  const { build } = await import('esbuild');
  const out = await build({
    stdin: {
      contents: `export { localAmount } from ${JSON.stringify(MONEY_MODULE)};`,
      resolveDir: path.dirname(MONEY_MODULE),
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'houseAmount',
    target: 'es2020',
    legalComments: 'none',
    minifyWhitespace: true,
  });
  return out.outputFiles[0]!.text.trim();
}

/** The generated module's text: the script as a string constant, formatted as the project formats. */
export async function amountScriptModule(script: string): Promise<string> {
  const prettier = await import('prettier');
  const file = fileURLToPath(new URL('./amount-script.generated.ts', import.meta.url));
  const text = `// Generated from shared's localAmount (shared/src/money/money.ts) by
// \`npm run gen:house-amount -w server\` (amount-script.build.ts): do not edit.
export const AMOUNT_SCRIPT = ${JSON.stringify(script)};
`;
  return prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file });
}
