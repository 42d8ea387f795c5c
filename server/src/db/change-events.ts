import {
  DeleteQueryNode,
  InsertQueryNode,
  UpdateQueryNode,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type OperationNode,
  type QueryCompiler,
  type TransactionSettings,
  type WithNode,
} from 'kysely';
import type { DB } from './schema.ts';

/** A write that reached the database: its table, and for an update the columns it set. */
export interface TableChange {
  table: string;
  /** the columns an update set; undefined for an insert or a delete */
  columns?: readonly string[];
  /**
   * The rows written, as the code that wrote them names them (the session store names its
   * sessions), or 'all'; undefined (every change the driver sees) says nothing of the rows.
   */
  rows?: readonly string[] | 'all';
}

export type ChangeListener = (change: TableChange) => void;

/**
 * Tells what the server wrote, once it is committed: a write outside a transaction after it ran, a
 * write inside one when its transaction commits (never when it rolls back). In-memory copies of
 * rarely changing rows (settings, betting profiles) drop themselves on these events instead of
 * being read on every request. Writes through Kysely are seen (raw SQL by its leading verb).
 */
export class ChangeEvents {
  readonly #listeners = new Set<ChangeListener>();

  on(listener: ChangeListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  emit(change: TableChange): void {
    for (const listener of this.#listeners) listener(change);
  }
}

/** A write in raw SQL: its statement names its table first. */
const RAW_WRITE = /^\s*(?:update|insert\s+into|delete\s+from)\s+"?([A-Za-z_][A-Za-z0-9_]*)/i;

/**
 * The writes of a statement: its own (the table, and an update's set columns), and those of its
 * common table expressions (PostgreSQL writes a coupon with its key and status rows in one).
 */
function changesOf(node: OperationNode, text: string): TableChange[] {
  if (node.kind === 'RawNode') {
    const table = RAW_WRITE.exec(text)?.[1];
    return table ? [{ table }] : [];
  }
  const own = changeOf(node);
  const inner = ((node as { with?: WithNode }).with?.expressions ?? []).flatMap((cte) =>
    changesOf(cte.expression, ''),
  );
  return own ? [...inner, own] : inner;
}

function changeOf(node: OperationNode): TableChange | undefined {
  if (UpdateQueryNode.is(node)) {
    const table = tableName(node.table);
    const columns = (node.updates ?? []).map((u) => columnName(u.column));
    return table ? { table, columns } : undefined;
  }
  if (InsertQueryNode.is(node)) {
    const table = tableName(node.into);
    return table ? { table } : undefined;
  }
  if (DeleteQueryNode.is(node)) {
    const table = tableName(node.from?.froms[0]);
    return table ? { table } : undefined;
  }
  return undefined;
}

function tableName(node: OperationNode | undefined): string | undefined {
  if (!node) return undefined;
  const n = node as {
    kind: string;
    table?: { identifier?: { name: string }; table?: { identifier?: { name: string } } };
    node?: OperationNode;
  };
  if (n.kind === 'AliasNode') return tableName(n.node);
  if (n.kind === 'TableNode') return n.table?.identifier?.name ?? n.table?.table?.identifier?.name;
  return undefined;
}

function columnName(node: OperationNode): string {
  const n = node as { column?: { name?: string } };
  return n.column?.name ?? '';
}

/** A dialect whose driver reports committed writes to `events`; everything else is the inner dialect's. */
export function withChangeEvents(inner: Dialect, events: ChangeEvents): Dialect {
  return {
    createAdapter: () => inner.createAdapter(),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createIntrospector: (db: Kysely<DB>) => inner.createIntrospector(db),
    createDriver: () => new ReportingDriver(inner.createDriver(), events),
  };
}

class ReportingConnection implements DatabaseConnection {
  /** writes of the open transaction, reported when it commits */
  pending: TableChange[] | null = null;
  constructor(
    readonly inner: DatabaseConnection,
    readonly events: ChangeEvents,
  ) {}

  async executeQuery<R>(compiled: Parameters<DatabaseConnection['executeQuery']>[0]) {
    const result = await this.inner.executeQuery<R>(compiled);
    for (const change of changesOf(compiled.query, compiled.sql)) {
      if (this.pending) this.pending.push(change);
      else this.events.emit(change);
    }
    return result;
  }

  streamQuery<R>(compiled: Parameters<DatabaseConnection['streamQuery']>[0], chunkSize?: number) {
    return this.inner.streamQuery<R>(compiled, chunkSize);
  }
}

class ReportingDriver implements Driver {
  readonly #wrapped = new WeakMap<DatabaseConnection, ReportingConnection>();
  constructor(
    readonly inner: Driver,
    readonly events: ChangeEvents,
  ) {}

  init() {
    return this.inner.init();
  }
  async acquireConnection() {
    const connection = await this.inner.acquireConnection();
    let wrapped = this.#wrapped.get(connection);
    if (!wrapped) {
      wrapped = new ReportingConnection(connection, this.events);
      this.#wrapped.set(connection, wrapped);
    }
    return wrapped;
  }
  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const c = connection as ReportingConnection;
    await this.inner.beginTransaction(c.inner, settings);
    c.pending = [];
  }
  async commitTransaction(connection: DatabaseConnection) {
    const c = connection as ReportingConnection;
    const pending = c.pending ?? [];
    c.pending = null;
    await this.inner.commitTransaction(c.inner);
    for (const change of pending) this.events.emit(change);
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    const c = connection as ReportingConnection;
    c.pending = null;
    await this.inner.rollbackTransaction(c.inner);
  }
  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.inner.savepoint?.((connection as ReportingConnection).inner, name, compile);
  }
  async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ) {
    await this.inner.rollbackToSavepoint?.((connection as ReportingConnection).inner, name, compile);
  }
  async releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ) {
    await this.inner.releaseSavepoint?.((connection as ReportingConnection).inner, name, compile);
  }
  releaseConnection(connection: DatabaseConnection) {
    const c = connection as ReportingConnection;
    c.pending = null;
    return this.inner.releaseConnection(c.inner);
  }
  destroy() {
    return this.inner.destroy();
  }
}
