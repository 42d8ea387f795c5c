import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';

const HOUR = 3_600_000;
const TOP = 10;

/**
 * Failed logins of the last 24 hours from the audit trail: per hour (the current one last), and
 * the addresses and user names tried most. Counted by the database, so an attack of many rows
 * costs one grouped read each, not rows in memory.
 */
export async function failedLoginStats(db: Kysely<DB>, dialect: Dialect, now = Date.now()) {
  const first = Math.floor(now / HOUR) * HOUR - 23 * HOUR;
  const base = db
    .selectFrom('audit_log')
    .where('action', '=', 'auth.loginFailed')
    .where('created_at', '>=', first);
  // literals, not parameters: PostgreSQL matches the grouped expression to the selected one by its text
  const hourOf = sql<number>`(created_at - ${sql.lit(first)}) / ${sql.lit(HOUR)}`;
  // the name tried is kept in the row's JSON (login.service.ts)
  const userName =
    dialect === 'postgres'
      ? sql<string | null>`(after::json ->> 'userName')`
      : sql<string | null>`json_extract(after, '$.userName')`;
  const [hours, ips, names] = await Promise.all([
    base
      .select([hourOf.as('h'), (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(hourOf)
      .execute(),
    base
      .select(['ip', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('ip')
      .orderBy('n', 'desc')
      .orderBy('ip')
      .limit(TOP)
      .execute(),
    base
      .select([userName.as('name'), (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(userName)
      .orderBy('n', 'desc')
      .orderBy(userName)
      .limit(TOP)
      .execute(),
  ]);
  const perHour = new Map(hours.map((r) => [Math.floor(Number(r.h)), Number(r.n)]));
  return {
    since: new Date(first).toISOString(),
    total: [...perHour.values()].reduce((a, b) => a + b, 0),
    hours: Array.from({ length: 24 }, (_, i) => ({
      hour: new Date(first + i * HOUR).toISOString(),
      count: perHour.get(i) ?? 0,
    })),
    ips: ips.map((r) => ({ ip: r.ip, count: Number(r.n) })),
    userNames: names
      .filter((r) => r.name !== null)
      .map((r) => ({ userName: String(r.name), count: Number(r.n) })),
  };
}
