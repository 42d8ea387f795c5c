import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The boundary rules of eslint.config.js, run the way `npm run lint` runs them.
const root = path.resolve(import.meta.dirname, '../..');

async function problems(code: string, filePath: string, options: ESLint.Options = {}) {
  const eslint = new ESLint({ cwd: root, ...options });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.filter((m) => m.ruleId?.startsWith('boundaries/')).map((m) => m.ruleId);
}

describe('boundaries between server modules', () => {
  it("refuses an import of another module's inner file, accepts its index", async () => {
    const file = 'server/src/modules/coupons/new-part.ts';
    expect(await problems("import { x } from '../sports/sports-view.ts';\n", file)).toEqual([
      'boundaries/module-entry',
    ]);
    expect(await problems("export { x } from '../sports/sports-view.ts';\n", file)).toEqual([
      'boundaries/module-entry',
    ]);
    expect(await problems("import type { X } from '../sports/index.ts';\n", file)).toEqual([]);
    expect(await problems("import { y } from './coupon-read.ts';\n", file)).toEqual([]);
  });

  it('refuses an import that closes a cycle between modules, in production code', async () => {
    // coupons pays through the wallet, so the wallet may never depend on coupons.
    const code = "import { placeCoupon } from '../coupons/index.ts';\n";
    expect(await problems(code, 'server/src/modules/wallet/new-part.ts')).toEqual([
      'boundaries/module-cycles',
    ]);
    expect(await problems(code, 'server/src/modules/wallet/new-part.test.ts')).toEqual([]);
  });

  it('finds no import of inner files and no cycle anywhere in the server', async () => {
    const results = await new ESLint({ cwd: root }).lintFiles(['server/src']);
    const found = results.flatMap((r) =>
      r.messages
        .filter((m) => m.ruleId === 'boundaries/module-entry' || m.ruleId === 'boundaries/module-cycles')
        .map((m) => `${path.relative(root, r.filePath)}: ${m.message}`),
    );
    expect(found).toEqual([]);
  });
});

describe('packages a workspace imports', () => {
  it('must be declared in its own package.json', async () => {
    expect(await problems("import express from 'express';\n", 'server/src/new-part.ts')).toEqual([]);
    expect(await problems("import { z } from 'zod';\n", 'server/src/new-part.ts')).toEqual([]);
    expect(await problems("import React from 'react';\n", 'server/src/new-part.ts')).toEqual([
      'boundaries/declared-packages',
    ]);
    expect(await problems("import { Kysely } from 'kysely';\n", 'web/src/new-part.ts')).toEqual([
      'boundaries/declared-packages',
    ]);
    expect(await problems("import fs from 'node:fs';\n", 'printer-drivers/src/new-part.ts')).toEqual([]);
  });

  it("lets tests, not shipped code, use the root's shared tooling", async () => {
    const code = "import { it } from 'vitest';\n";
    expect(await problems(code, 'printer-drivers/src/new-part.test.ts')).toEqual([]);
    expect(await problems(code, 'printer-drivers/src/new-part.ts')).toEqual(['boundaries/declared-packages']);
  });
});

describe('between packages', () => {
  it('only through the package name, one way, never by a path out of the workspace', async () => {
    expect(await problems("import { toMajor } from '@bet/shared';\n", 'server/src/new-part.ts')).toEqual([]);
    expect(
      await problems("import { toMajor } from '@bet/shared/src/money/money.ts';\n", 'server/src/new-part.ts'),
    ).toEqual(['boundaries/package-entry']);
    expect(
      await problems("import { toMajor } from '../../shared/src/index.ts';\n", 'server/src/new-part.ts'),
    ).toEqual(['boundaries/package-entry']);
    expect(await problems("import { startServer } from '@bet/server';\n", 'web/src/new-part.ts')).toContain(
      'boundaries/package-entry',
    );
    expect(await problems("import { z } from '@bet/web';\n", 'shared/src/new-part.ts')).toContain(
      'boundaries/package-entry',
    );
    expect(
      await problems("import { startServer } from '@bet/server';\n", 'tests/integration/new-part.test.ts'),
    ).toEqual([]);
  });
});
