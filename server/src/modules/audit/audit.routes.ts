import { AuditList, AuditQuery } from '@bet/shared';
import type { Module } from '../../context.ts';
import { requireRole } from '../auth/index.ts';
import { listAudit } from './audit.service.ts';

/** The audit log, for administrators. */
export const auditModule: Module = {
  name: 'audit',
  mount(api, ctx) {
    api.route({
      method: 'get',
      path: '/admin/audit',
      tag: 'admin',
      summary: 'Administrative writes: who, what, before, after, when, from where',
      query: AuditQuery,
      response: AuditList,
      before: [requireRole('admin')],
      handler: ({ query }) => listAudit(ctx.database.db, query),
    });
  },
};
