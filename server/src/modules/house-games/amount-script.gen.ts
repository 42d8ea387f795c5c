import { writeFileSync } from 'node:fs';
import { amountScriptModule, buildAmountScript } from './amount-script.build.ts';

// Writes amount-script.generated.ts from shared's money module (see buildAmountScript).
writeFileSync(
  new URL('./amount-script.generated.ts', import.meta.url),
  await amountScriptModule(await buildAmountScript()),
);
