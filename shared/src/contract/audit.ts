import { route } from './route.ts';
import { SystemLog, SystemLogQuery } from '../api/system-log.ts';
import { z } from 'zod';
import {
  AuditExportQuery,
  AuditList,
  AuditQuery,
  AuditVerifyResponse,
  FailedLoginStats,
  WagerExportQuery,
} from '../api/admin.ts';

export const audit = {
  list: route({
    method: 'get',
    path: '/admin/audit',
    tag: 'admin',
    summary:
      'Administrative writes: who did what to whom, when, why and from where (a dealer: those by or on its subtree)',
    access: 'manager',
    query: AuditQuery,
    response: AuditList,
  }),
  export: route({
    method: 'get',
    path: '/admin/audit/export',
    tag: 'admin',
    summary:
      "The audit log's rows that match the list's filters (a dealer: its subtree's), newest first, as CSV " +
      '(UTF-8 with BOM); with action=auth.login it is the log of logins with their addresses. At most 100,000 rows',
    access: 'manager',
    query: AuditExportQuery,
    response: z.string(),
    raw: true,
  }),
  verify: route({
    method: 'post',
    path: '/admin/audit/verify',
    tag: 'admin',
    summary:
      'Checks the whole hash chain of the audit log, archive included, and says where it first breaks (an edited, deleted or rewritten row)',
    access: 'admin',
    response: AuditVerifyResponse,
  }),
  systemLog: route({
    method: 'get',
    path: '/admin/system-log',
    tag: 'admin',
    summary: "This server's last warnings and errors, newest first, for the operator's logs page",
    access: 'admin',
    query: SystemLogQuery,
    response: SystemLog,
  }),
  failedLogins: route({
    method: 'get',
    path: '/admin/audit/failed-logins',
    tag: 'admin',
    summary:
      'Failed logins of the last 24 hours per hour, with the addresses and user names tried most, so an attack shows',
    access: 'admin',
    response: FailedLoginStats,
  }),
  wagerExport: route({
    method: 'get',
    path: '/admin/wagers/export',
    tag: 'admin',
    summary:
      'Every wager record of a period, archive included (GLI-33): ticket id, time, channel, terminal or address, ' +
      'user, each selection with its odds at acceptance, stake, potential payout and each status change with ' +
      'its time and cause; streamed as CSV (UTF-8 with BOM, one row per ticket) or JSON',
    access: 'admin',
    query: WagerExportQuery,
    response: z.string(),
    raw: true,
  }),
};
