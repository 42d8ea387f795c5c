// The audit log of administrative writes.
export { recordAudit, listAudit } from './audit.service.ts';
export type { AuditEntryInput } from './audit.service.ts';
export { auditModule } from './audit.routes.ts';
