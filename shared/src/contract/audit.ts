import { route } from './route.ts';
import { AuditList, AuditQuery } from '../api/admin.ts';

export const audit = {
  list: route({
    method: 'get',
    path: '/admin/audit',
    tag: 'admin',
    summary: 'Administrative writes: who, what, before, after, when, from where',
    access: 'admin',
    query: AuditQuery,
    response: AuditList,
  }),
};
