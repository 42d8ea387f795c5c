// Reading the audit log of administrative writes; the writer is infrastructure (infra/audit.ts).
export { listAudit } from './audit.service.ts';
export { auditModule } from './audit.routes.ts';
export { archiveWagers, verifyWagerArchive, writeWagerExport } from './wager-records.service.ts';
