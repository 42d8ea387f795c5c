import { effectiveCommissionBp } from '@bet/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { UserRow } from './user-profile.ts';

type CommissionRow = Pick<UserRow, 'id' | 'path' | 'commission_bp'>;

const ancestorIds = (r: Pick<UserRow, 'id' | 'path'>): number[] =>
  r.path
    .split('/')
    .filter(Boolean)
    .map(Number)
    .filter((id) => id !== Number(r.id));

/**
 * The commission rate that applies to each row: its own, lowered to any dealer's above it (the
 * house has none and bounds nobody). One query for the ancestors of all the rows.
 */
export async function effectiveCommissionOf(
  db: Kysely<DB>,
  rows: readonly CommissionRow[],
): Promise<Map<number, number>> {
  const ids = [...new Set(rows.flatMap(ancestorIds))];
  const above = new Map<number, number>();
  if (ids.length)
    for (const a of await db
      .selectFrom('users')
      .select(['id', 'commission_bp'])
      .where('id', 'in', ids)
      .where('role', '!=', 'admin')
      .execute())
      above.set(Number(a.id), Number(a.commission_bp));
  const out = new Map<number, number>();
  for (const r of rows) {
    const chain = ancestorIds(r).flatMap((id) => (above.has(id) ? [above.get(id)!] : []));
    out.set(Number(r.id), effectiveCommissionBp([...chain, Number(r.commission_bp)]));
  }
  return out;
}

/** The rate a child of `parent` is bounded by: the parent's own as it applies, none under the house. */
export async function commissionBoundOf(
  db: Kysely<DB>,
  parent: CommissionRow & Pick<UserRow, 'role'>,
): Promise<number | null> {
  if (parent.role === 'admin') return null;
  return (await effectiveCommissionOf(db, [parent])).get(Number(parent.id))!;
}
