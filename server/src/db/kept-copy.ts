import type { Database } from './database.ts';
import type { TableChange } from './change-events.ts';

/**
 * An in-memory copy of reads that rarely change (site settings, players' betting profiles),
 * kept per key and dropped whole when a committed write touches one of its tables (or only the
 * keys a change names), so the next read after a change sees it. A read under way when the
 * change commits is not kept.
 */
export class KeptCopy<K, V> {
  readonly #values = new Map<K, Promise<V>>();

  constructor(
    database: Database,
    readonly read: (key: K) => Promise<V>,
    /** whether a committed write makes the copy stale: all of it (true), or only these keys */
    stales: (change: TableChange) => boolean | readonly K[],
    /** how many keys are kept; the oldest read goes first */
    readonly most = 10_000,
  ) {
    database.changes.on((change) => {
      const stale = stales(change);
      if (stale === true) this.#values.clear();
      else if (stale !== false) for (const key of stale) this.#values.delete(key);
    });
  }

  get(key: K): Promise<V> {
    const kept = this.#values.get(key);
    if (kept) return kept;
    const reading = this.read(key);
    this.#values.set(key, reading);
    if (this.#values.size > this.most) this.#values.delete(this.#values.keys().next().value!);
    // A failed read is not kept: the next one asks again.
    reading.catch(() => {
      if (this.#values.get(key) === reading) this.#values.delete(key);
    });
    return reading;
  }
}

/** One copy per database (tests run several servers in one process). */
export function keptPerDatabase<K, V>(make: (database: Database) => KeptCopy<K, V>) {
  const copies = new WeakMap<Database, KeptCopy<K, V>>();
  return (database: Database): KeptCopy<K, V> => {
    let copy = copies.get(database);
    if (!copy) {
      copy = make(database);
      copies.set(database, copy);
    }
    return copy;
  };
}
