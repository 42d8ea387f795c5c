// The audit trail is a hash chain: each row carries the hash of the row before it, so editing or
// deleting any row (or the newest ones) shows at the place it happened. The server writes and
// checks the chain with these functions; the canonical form must never change for stored rows.
import { sha256Hex } from './sha256.ts';

/** The previous hash of the first row. */
export const AUDIT_GENESIS_HASH = '0'.repeat(64);

/** The fields of an audit row that the chain covers, as stored (before/after are the stored JSON text). */
export interface AuditChainFields {
  /** position in the chain, 1 for the first row, no gaps */
  seq: number;
  /** epoch milliseconds */
  createdAt: number;
  actorId: number | null;
  action: string;
  targetType: string;
  targetId: number | null;
  before: string | null;
  after: string | null;
  ip: string;
}

export interface AuditChainRow extends AuditChainFields {
  prevHash: string;
  hash: string;
  /** the row's database id, only to name it in a report */
  id?: number;
}

/**
 * The canonical serialisation: a JSON array in a fixed field order, so no key order, spacing or
 * number format of any database or driver enters the hash.
 */
export function canonicalAuditRow(row: AuditChainFields, prevHash: string): string {
  return JSON.stringify([
    row.seq,
    row.createdAt,
    row.actorId,
    row.action,
    row.targetType,
    row.targetId,
    row.before,
    row.after,
    row.ip,
    prevHash,
  ]);
}

/** The hash a row with these fields must carry after a row whose hash is prevHash. */
export function auditRowHash(row: AuditChainFields, prevHash: string): string {
  return sha256Hex(canonicalAuditRow(row, prevHash));
}

/**
 * Where the chain breaks: 'missing' a row with this seq is gone (deleted), 'hash' the row's fields
 * no longer give its hash (edited), 'link' the row does not follow the one before it (the one before
 * was rewritten with a fresh hash, or a row is there twice), 'tail' the newest rows are gone or
 * rewritten (the chain head says more was written).
 */
export type AuditBreakReason = 'missing' | 'hash' | 'link' | 'tail';

export interface AuditChainBreak {
  seq: number;
  id: number | null;
  reason: AuditBreakReason;
}

export interface AuditChainResult {
  ok: boolean;
  /** rows checked before the first break (all rows when ok) */
  checked: number;
  lastSeq: number;
  break: AuditChainBreak | null;
}

/** The chain head the writer keeps: the seq and hash of the last row it appended. */
export interface AuditChainHead {
  seq: number;
  hash: string;
}

/**
 * Checks rows one by one in seq order (archive and live table together) without holding them
 * all; finish() compares the end with the writer's head. Stops at the first break.
 */
export function createAuditChainCheck() {
  let expected = 1;
  let prev = AUDIT_GENESIS_HASH;
  let checked = 0;
  let found: AuditChainBreak | null = null;
  return {
    /** false once the chain broke (later rows need not be read) */
    push(row: AuditChainRow): boolean {
      if (found) return false;
      const id = row.id ?? null;
      if (row.seq > expected) found = { seq: expected, id: null, reason: 'missing' };
      else if (row.seq < expected) found = { seq: row.seq, id, reason: 'link' };
      else if (auditRowHash(row, row.prevHash) !== row.hash) found = { seq: row.seq, id, reason: 'hash' };
      else if (row.prevHash !== prev) found = { seq: row.seq, id, reason: 'link' };
      if (found) return false;
      checked++;
      expected = row.seq + 1;
      prev = row.hash;
      return true;
    },
    finish(head: AuditChainHead | null): AuditChainResult {
      const lastSeq = expected - 1;
      if (!found && head && (head.seq !== lastSeq || head.hash !== prev)) {
        // rows after the last one were deleted, rows beyond the head were slipped in, or the last
        // row was rewritten with a fresh hash
        const seq = head.seq > lastSeq ? lastSeq + 1 : head.seq < lastSeq ? head.seq + 1 : lastSeq;
        found = { seq, id: null, reason: 'tail' };
      }
      return { ok: found === null, checked, lastSeq, break: found };
    },
  };
}

/** Checks a whole chain held in memory. */
export function verifyAuditChain(
  rows: readonly AuditChainRow[],
  head: AuditChainHead | null,
): AuditChainResult {
  const check = createAuditChainCheck();
  for (const row of rows) if (!check.push(row)) break;
  return check.finish(head);
}

/** Appends fields to a chain whose last hash is prevHash: the stored row. */
export function chainAuditRow(row: AuditChainFields, prevHash: string): AuditChainRow {
  return { ...row, prevHash, hash: auditRowHash(row, prevHash) };
}
