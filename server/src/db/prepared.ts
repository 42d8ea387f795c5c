import { PostgresAdapter, type CompiledQuery, type Compilable, type Kysely } from 'kysely';
import type { DB } from './schema.ts';

/**
 * Stands for a value while the query is compiled: its name in the values, and for a list its
 * index (and for a list of rows the row's field).
 */
class Slot {
  constructor(
    readonly name: string,
    readonly index?: number,
    readonly field?: string,
  ) {}

  fill(values: Record<string, unknown>): unknown {
    const value = values[this.name];
    if (this.index === undefined) return value;
    const item = (value as readonly unknown[])[this.index];
    return this.field === undefined ? item : (item as Record<string, unknown>)[this.field];
  }
}

/** Stand-ins for `n` values of the list `name` (an `in (...)` of a known length). */
export function slotsOf<T>(list: readonly T[] | T, n: number): T[] {
  const slot = list as unknown as Slot;
  if (!(slot instanceof Slot)) throw new TypeError('slotsOf takes a value of the prepared query');
  return Array.from({ length: n }, (_, i) => new Slot(slot.name, i) as unknown as T);
}

/** Stand-ins for `n` rows of the list `name` (a bulk insert of a known length), field by field. */
export function rowSlotsOf<T extends object, K extends keyof T & string>(
  list: readonly T[],
  n: number,
  fields: readonly K[],
): Array<Pick<T, K>> {
  const slot = list as unknown as Slot;
  if (!(slot instanceof Slot)) throw new TypeError('rowSlotsOf takes a value of the prepared query');
  return Array.from(
    { length: n },
    (_, i) => Object.fromEntries(fields.map((f) => [f, new Slot(slot.name, i, f)])) as Pick<T, K>,
  );
}

/**
 * The names of the hot path's statements on PostgreSQL, by their text: a connection prepares each
 * once (parsed and planned once, see `PreparingClient` in database.ts) instead of on every run.
 * Only `prepared` queries are named, so their number is bounded by their shapes.
 */
const statementNames = new Map<string, string>();

/** The name `text` is prepared under on PostgreSQL, if it is one of the hot path's statements. */
export function statementName(text: string): string | undefined {
  return statementNames.get(text);
}

interface Kept<R> {
  compiled: CompiledQuery<R>;
  /** per parameter: the slot it is filled from, or the constant the query itself holds */
  fills: Array<Slot | { constant: unknown }>;
}

/**
 * A query of the hot path compiled once per dialect and shape, then run with new values: building
 * and compiling a Kysely query costs more CPU than SQLite takes to run it. `build` receives
 * stand-ins for the values and must give a query whose text does not depend on them (branches on a
 * value belong in `shape`, the key of the compiled text: a list's length, an optional clause).
 * The text and parameters are the ones Kysely compiles; only the values change.
 */
export function prepared<V extends object, R, S extends string | number = string>(
  build: (db: Kysely<DB>, values: V, shape: S) => Compilable<R>,
) {
  const kept = new Map<string, Kept<R>>();
  const stand = new Proxy({} as V, { get: (_target, name) => new Slot(String(name)) });

  const compile = (db: Kysely<DB>, values: V, shape: S): CompiledQuery<R> => {
    const pg = db.getExecutor().adapter instanceof PostgresAdapter;
    const key = `${pg ? 'pg' : 'lite'}|${shape}`;
    let entry = kept.get(key);
    if (!entry) {
      const compiled = build(db, stand, shape).compile();
      if (pg && !statementNames.has(compiled.sql))
        statementNames.set(compiled.sql, `hot_${statementNames.size}`);
      entry = {
        compiled,
        fills: compiled.parameters.map((p) => (p instanceof Slot ? p : { constant: p })),
      };
      kept.set(key, entry);
    }
    const named = values as Record<string, unknown>;
    const parameters = entry.fills.map((fill) => (fill instanceof Slot ? fill.fill(named) : fill.constant));
    return { ...entry.compiled, parameters };
  };

  return {
    compile,
    /** the rows it returns */
    async all(db: Kysely<DB>, values: V, shape = '' as S): Promise<R[]> {
      return (await db.executeQuery(compile(db, values, shape))).rows;
    },
    /** its first row, if any */
    async first(db: Kysely<DB>, values: V, shape = '' as S): Promise<R | undefined> {
      return (await db.executeQuery(compile(db, values, shape))).rows[0];
    },
    /** the id of the (last) row an insert wrote, as the driver reports it (SQLite) */
    async insertId(db: Kysely<DB>, values: V, shape = '' as S): Promise<number | undefined> {
      const { insertId } = await db.executeQuery(compile(db, values, shape));
      return insertId === undefined ? undefined : Number(insertId);
    },
  };
}
