/**
 * The constraint or index a unique violation names, on SQLite ('users.user_name', or the index
 * name) and PostgreSQL (the constraint name); null when the error is something else.
 */
export function uniqueViolation(err: unknown): string | null {
  if (typeof err !== 'object' || err === null) return null;
  const e = err as { code?: unknown; constraint?: unknown; message?: unknown };
  if (e.code === '23505') return typeof e.constraint === 'string' ? e.constraint : '';
  if (e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    const m = /UNIQUE constraint failed: (?:index '([^']+)'|(.+))$/.exec(String(e.message));
    return m?.[1] ?? m?.[2] ?? '';
  }
  return null;
}
