import { contract } from '@bet/shared';
import type { Module } from '../../context.ts';
import { listAudit } from './audit.service.ts';

/** The audit log, for administrators. */
export const auditModule: Module = {
  name: 'audit',
  mount(api, ctx) {
    api.implement(contract.audit.list, ({ query }) => listAudit(ctx.database.db, query));
  },
};
