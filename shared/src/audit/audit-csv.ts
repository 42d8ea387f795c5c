import { toCsv } from '../reports/report-rules.ts';

/** The columns of the audit log's CSV export, in order. */
export const AUDIT_CSV_HEADER = [
  'id',
  'time',
  'actor',
  'action',
  'target_type',
  'target_id',
  'target',
  'reason_code',
  'reason',
  'ip',
] as const;

/** What an audit row gives its CSV line (the API's AuditEntry has it all). */
export interface AuditCsvEntry {
  id: number;
  createdAt: string;
  actorName: string | null;
  actorId: number | null;
  action: string;
  targetType: string;
  targetId: number | null;
  targetName: string | null;
  reasonCode: string | null;
  reason: string;
  ip: string;
}

/** One line of the export: names where there are names, ids where the row keeps only an id. */
export function auditCsvRow(e: AuditCsvEntry): Array<string | number> {
  return [
    e.id,
    e.createdAt,
    e.actorName ?? (e.actorId === null ? '' : `#${e.actorId}`),
    e.action,
    e.targetType,
    e.targetId ?? '',
    e.targetName ?? '',
    e.reasonCode ?? '',
    e.reason,
    e.ip,
  ];
}

/**
 * A page of rows as CSV text: the first page with the byte order mark and the header, the next
 * ones as bare lines, so a long export streams page by page into one valid file.
 */
export function auditCsvPage(entries: readonly AuditCsvEntry[], first: boolean): string {
  const text = toCsv(AUDIT_CSV_HEADER, entries.map(auditCsvRow));
  if (first) return text;
  // drop the byte order mark and the header line
  const body = text.slice(text.indexOf('\r\n') + 2);
  return body;
}
