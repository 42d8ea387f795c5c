import {
  effectiveTerms,
  fromThousandths,
  toMajor,
  type Products,
  type TermsRefusal,
  type UserTerms,
} from '@bet/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { refused } from '../../http/errors.ts';
import type { StoredLimits } from './user-defaults.ts';
import type { UserRow } from './user-profile.ts';

/** The columns that hold a user's betting terms, plus what finding its bounding ancestors needs. */
export type TermsRow = Pick<
  UserRow,
  | 'id'
  | 'path'
  | 'role'
  | 'limits'
  | 'products'
  | 'min_odds_milli'
  | 'max_odds_milli'
  | 'max_odds_coupon_milli'
  | 'system_status'
>;

const TERMS_COLUMNS = [
  'id',
  'path',
  'role',
  'limits',
  'products',
  'min_odds_milli',
  'max_odds_milli',
  'max_odds_coupon_milli',
  'system_status',
] as const;

export function termsOfRow(r: Omit<TermsRow, 'id' | 'path' | 'role'>): UserTerms {
  return {
    limits: JSON.parse(r.limits) as StoredLimits,
    products: JSON.parse(r.products) as Products,
    minOddsMilli: Number(r.min_odds_milli),
    maxOddsMilli: Number(r.max_odds_milli),
    maxOddsCouponMilli: Number(r.max_odds_coupon_milli),
    system: Number(r.system_status) ? 1 : 0,
  };
}

export function termsColumns(t: UserTerms) {
  return {
    limits: JSON.stringify(t.limits),
    products: JSON.stringify(t.products),
    min_odds_milli: t.minOddsMilli,
    max_odds_milli: t.maxOddsMilli,
    max_odds_coupon_milli: t.maxOddsCouponMilli,
    system_status: t.system,
  };
}

/** The house (administrator) has no terms of its own: it bounds nobody. */
const bounds = (r: Pick<TermsRow, 'role'>) => r.role !== 'admin';

const ancestorIdsOf = (r: Pick<TermsRow, 'id' | 'path'>): number[] =>
  r.path
    .split('/')
    .filter(Boolean)
    .map(Number)
    .filter((id) => id !== Number(r.id));

/**
 * The terms that bind each row: its own narrowed by every ancestor's (one query for all of them),
 * so lowering a dealer's limits takes effect at once for its whole subtree, without rewriting it.
 */
export async function effectiveTermsOf(
  db: Kysely<DB>,
  rows: readonly TermsRow[],
): Promise<Map<number, UserTerms>> {
  const ids = [...new Set(rows.flatMap(ancestorIdsOf))];
  const ancestors = new Map<number, TermsRow>();
  if (ids.length)
    for (const a of await db.selectFrom('users').select(TERMS_COLUMNS).where('id', 'in', ids).execute())
      ancestors.set(Number(a.id), a);
  const out = new Map<number, UserTerms>();
  for (const r of rows) {
    const chain = ancestorIdsOf(r)
      .map((id) => ancestors.get(id))
      .filter((a): a is TermsRow => !!a && bounds(a))
      .map(termsOfRow);
    out.set(Number(r.id), effectiveTerms([...chain, termsOfRow(r)]));
  }
  return out;
}

/** The row as it binds: its terms columns replaced by the effective ones. */
export async function withEffectiveTerms<R extends TermsRow>(
  db: Kysely<DB>,
  rows: readonly R[],
): Promise<R[]> {
  const terms = await effectiveTermsOf(db, rows);
  return rows.map((r) => ({ ...r, ...termsColumns(terms.get(Number(r.id))!) }));
}

/** What a new or changed child of `parent` is bounded by: the parent's effective terms, none under the house. */
export async function boundOfParent(db: Kysely<DB>, parent: TermsRow): Promise<UserTerms | null> {
  if (!bounds(parent)) return null;
  return (await effectiveTermsOf(db, [parent])).get(Number(parent.id))!;
}

/** Refuses (422) a write that asks for more than the parent allows; details name every field, in API units. */
export function refuseBeyondParent(refusals: readonly TermsRefusal[]): void {
  const first = refusals[0];
  if (!first) return;
  const shown = (r: TermsRefusal) => ({
    key: r.key,
    field: r.field,
    limit: r.unit === 'minor' ? toMajor(r.limit) : r.unit === 'milli' ? fromThousandths(r.limit) : r.limit,
  });
  throw refused(first.key, { ...shown(first), refusals: refusals.map(shown) });
}
