import fs from 'node:fs';
import path from 'node:path';

/**
 * `npm run bench`: runs every `*.bench.ts` beside this file (or those named on the command line)
 * one after another. Each prints its own figures; nothing here asserts a time.
 */
const dir = import.meta.dirname;
const only = process.argv.slice(2);
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

for (const file of files) {
  console.log(`\n## ${file.replace(/\.bench\.ts$/, '')}`);
  const mod = (await import(path.join(dir, file))) as { run: () => Promise<void> | void };
  await mod.run();
}
process.exit(0);
