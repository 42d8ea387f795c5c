import { contract } from '@bet/shared';
import type { Module } from '../../context.ts';
import { AUDIT_RETENTION_MS, archiveAudit, verifyAuditChain } from '../../infra/audit.ts';
import { recentLogOf } from '../../logger.ts';
import { currentUser } from '../auth/index.ts';
import { queryDateZone } from '../wallet/index.ts';
import { listAudit } from './audit.service.ts';
import { systemLog } from './system-log.ts';

const DAY = 24 * 3_600_000;

/**
 * The logs: the audit log (all of it for administrators, what touched its subtree for a dealer) and,
 * for the operator, the server's last warnings and errors.
 */
export const auditModule: Module = {
  name: 'audit',
  mount(api, ctx) {
    api.implement(contract.audit.list, ({ query, req }) =>
      listAudit(ctx.database.db, currentUser(req), query, queryDateZone(query.timezone, req.headers.cookie)),
    );
    api.implement(contract.audit.verify, () => verifyAuditChain(ctx.database.db));
    api.implement(contract.audit.systemLog, ({ query }) => systemLog(recentLogOf(ctx.logger), query));
    // Rows past the 5-year retention move to the archive once a day (and at start); the chain
    // verification reads both tables.
    const archive = () => {
      archiveAudit(ctx.database.db, Date.now() - AUDIT_RETENTION_MS).catch((err: unknown) =>
        ctx.logger.error({ err }, 'audit archive failed'),
      );
    };
    const first = setTimeout(archive, 60_000);
    const daily = setInterval(archive, DAY);
    first.unref();
    daily.unref();
    ctx.onClose(() => {
      clearTimeout(first);
      clearInterval(daily);
    });
  },
};
