// `npm run audit:verify -w server`: checks the audit log's hash chain (archive included) of the
// database the server is configured for (DATA_DIR or DATABASE_URL), and the wager archive against
// the digests the chain holds, and says where either breaks.
// Exit code 0 when the chain is whole, 1 when it breaks, 2 when it could not be checked.
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { verifyAuditChain } from './infra/audit.ts';
import { verifyWagerArchive } from './modules/audit/index.ts';

const WHAT = {
  missing: 'row deleted',
  hash: 'row edited (its fields no longer give its hash)',
  link: 'row does not follow the row before it (that row was rewritten, or a row is there twice)',
  tail: 'newest rows deleted or rewritten (the chain head says more was written)',
} as const;

try {
  const config = loadConfig(process.env);
  const database = await openDatabase(config);
  try {
    const r = await verifyAuditChain(database.db);
    if (r.ok) {
      console.log(`audit chain whole: ${r.checked} rows (${r.archived} archived), last seq ${r.lastSeq}`);
    } else {
      const b = r.break!;
      console.log(
        `audit chain BROKEN at seq ${b.seq}${b.id === null ? '' : ` (audit_log id ${b.id})`}` +
          `${r.breakAt ? ` written ${r.breakAt}` : ''}: ${WHAT[b.reason]}; ${r.checked} rows before it verified`,
      );
      process.exitCode = 1;
    }
    const w = await verifyWagerArchive(database.db);
    if (w.ok) console.log(`wager archive whole: ${w.checked} records`);
    else {
      console.log(
        `wager archive BROKEN${w.brokenTicket ? ` at ticket ${w.brokenTicket}` : ''}: it no longer matches ` +
          `the digests its sweeps wrote into the audit chain; ${w.checked} records before it verified`,
      );
      process.exitCode = 1;
    }
  } finally {
    await database.close();
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 2;
}
