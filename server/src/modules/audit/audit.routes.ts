import { contract } from '@bet/shared';
import type { Module } from '../../context.ts';
import { AUDIT_RETENTION_MS, archiveAudit, verifyAuditChain } from '../../infra/audit.ts';
import { recentLogOf } from '../../logger.ts';
import { currentUser } from '../auth/index.ts';
import { parseQueryDate, queryDateZone } from '../wallet/index.ts';
import { listAudit, writeAuditCsv } from './audit.service.ts';
import { systemLog } from './system-log.ts';
import { failedLoginStats } from './failed-logins.service.ts';
import {
  WAGER_RETENTION_MS,
  archiveWagers,
  exportPeriod,
  verifyWagerArchive,
  writeWagerExport,
} from './wager-records.service.ts';

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
    api.implement(contract.audit.export, async ({ query, req, res }) => {
      // A bad zone or date is refused (400) before the file starts.
      const zone = queryDateZone(query.timezone, req.headers.cookie);
      parseQueryDate(query.from, false, zone);
      parseQueryDate(query.to, true, zone);
      const day = new Date().toISOString().slice(0, 10);
      res.status(200).type('text/csv; charset=utf-8').attachment(`audit-${day}.csv`);
      try {
        await writeAuditCsv(ctx.database.db, currentUser(req), query, zone, res);
      } catch (err) {
        // The headers are gone: a cut-off file must not look complete.
        ctx.logger.error({ err }, 'audit export failed');
        res.destroy();
      }
      return '';
    });
    api.implement(contract.audit.systemLog, ({ query }) => systemLog(recentLogOf(ctx.logger), query));
    api.implement(contract.audit.verify, async () => {
      const chain = await verifyAuditChain(ctx.database.db);
      const wagerArchive = await verifyWagerArchive(ctx.database.db);
      return { ...chain, ok: chain.ok && wagerArchive.ok, wagerArchive };
    });
    api.implement(contract.audit.failedLogins, () => failedLoginStats(ctx.database.db, ctx.database.dialect));
    api.implement(contract.audit.wagerExport, async ({ query, res }) => {
      // A regulator's period is in the site's days, whatever zone the operator's browser is in.
      const period = exportPeriod(query, queryDateZone(query.timezone, undefined));
      const stamp = `${query.from}-${query.to}`.replace(/[^0-9A-Za-z-]/g, '');
      res
        .status(200)
        .type(query.format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
        .attachment(`wagers-${stamp}.${query.format}`);
      try {
        await writeWagerExport(ctx.database.db, res, period, query.format);
      } catch (err) {
        // The headers are gone: a cut-off file must not look complete.
        ctx.logger.error({ err }, 'wager export failed');
        res.destroy();
      }
      return '';
    });
    // Rows past the 5-year retention move to the archive once a day (and at start); the chain
    // verification reads both tables.
    const archive = () => {
      // wagers first: their sweep's audit rows are the newest, never archived with them
      archiveWagers(ctx.database.db, Date.now() - WAGER_RETENTION_MS)
        .then(() => archiveAudit(ctx.database.db, Date.now() - AUDIT_RETENTION_MS))
        .catch((err: unknown) => ctx.logger.error({ err }, 'audit archive failed'));
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
