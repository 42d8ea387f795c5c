import { sql, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropTestData, testConfig } from '../testing/test-server.ts';
import { openDatabase, type Database } from './database.ts';
import { GroupCommit } from './group-commit.ts';
import type { DB } from './schema.ts';

const dialect = process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite';

describe(`group commit on ${dialect}`, () => {
  const config = testConfig();
  let database: Database;
  /** a second connection to the same database: it sees only what is committed */
  let observer: Database;

  beforeAll(async () => {
    database = await openDatabase(config);
    observer = await openDatabase(config);
    await sql`create table group_probe (id integer primary key, name text not null unique)`.execute(
      database.db,
    );
  });
  afterAll(async () => {
    await observer.close();
    await database.close();
    await dropTestData(config);
  });

  const insert = (trx: Transaction<DB>, name: string) =>
    sql`insert into group_probe (id, name) values (${Math.floor(Math.random() * 1e9)}, ${name})`.execute(trx);
  const committed = async (name: string) =>
    Number(
      (
        await sql<{
          n: number;
        }>`select count(*) as n from group_probe where name = ${name}`.execute(observer.db)
      ).rows[0]!.n,
    );

  it('answers each write only once another connection can read it', async () => {
    const names = Array.from({ length: 6 }, (_, i) => `after-commit-${i}`);
    const seen = await Promise.all(
      names.map((name) =>
        database
          .groupCommit(async (trx) => {
            await insert(trx, name);
            return name;
          })
          .then(committed),
      ),
    );
    expect(seen).toEqual(names.map(() => 1));
  });

  it('undoes a failing write alone: the others of its group are stored and answered', async () => {
    const transactions = new Set<Transaction<DB>>();
    // PostgreSQL runs the four at once: the repeat below waits until the name it repeats is written
    let firstWritten!: () => void;
    const written = new Promise<void>((resolve) => (firstWritten = resolve));
    const outcomes = await Promise.allSettled(
      ['kept-a', 'undone', 'kept-b', 'kept-a'].map((name, i) =>
        database.groupCommit(async (trx) => {
          transactions.add(trx);
          await insert(trx, `${name}-${i}-first`);
          if (i === 0) firstWritten();
          if (name === 'undone') throw new Error('refused after writing');
          // the last repeats a stored name: the database refuses it, inside the group
          if (i === 3) await written;
          await insert(trx, i === 3 ? 'kept-a-0-first' : `${name}-${i}-second`);
          return name;
        }),
      ),
    );
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'rejected']);
    expect((outcomes[1] as PromiseRejectedResult).reason.message).toBe('refused after writing');
    for (const name of ['kept-a-0-first', 'kept-a-0-second', 'kept-b-2-first', 'kept-b-2-second'])
      expect([name, await committed(name)]).toEqual([name, 1]);
    for (const name of ['undone-1-first', 'kept-a-3-first'])
      expect([name, await committed(name)]).toEqual([name, 0]);
    // SQLite: the four arrived together and shared one transaction (one commit, one sync);
    // PostgreSQL commits each on its own.
    expect(transactions.size).toBe(dialect === 'SQLite' ? 1 : 4);
  });

  it.runIf(dialect === 'SQLite')(
    'leaves the connection syncing every commit (FULL) once a group is done, so other writes stay durable',
    async () => {
      await database.groupCommit((trx) => insert(trx, 'pragma-probe'));
      const row = await sql<{ synchronous: number }>`pragma synchronous`.execute(database.db);
      expect(row.rows[0]!.synchronous).toBe(2);
    },
  );

  it.runIf(dialect === 'SQLite')(
    'answers only once the log is on the disk, and not at all when it cannot be synced',
    async () => {
      let release: () => void = () => undefined;
      let fail = false;
      const flushes: string[] = [];
      const group = new GroupCommit(database.db, () => {
        flushes.push('asked');
        if (fail) return Promise.reject(new Error('disk gone'));
        return new Promise<void>((resolve) => (release = resolve));
      });
      let answered = false;
      const write = group.run((trx) => insert(trx, 'waits-for-sync')).then(() => (answered = true));
      while (flushes.length === 0) await new Promise((r) => setTimeout(r, 5));
      // committed (another connection reads it) but not yet synced: nobody has been told
      expect(await committed('waits-for-sync')).toBe(1);
      expect(answered).toBe(false);
      release();
      await write;
      expect(answered).toBe(true);
      fail = true;
      await expect(group.run((trx) => insert(trx, 'never-confirmed'))).rejects.toThrow('disk gone');
    },
  );

  it.runIf(dialect === 'SQLite')(
    'writes the next group while the last one syncs, and answers each after its own sync',
    async () => {
      const releases: Array<() => void> = [];
      const group = new GroupCommit(
        database.db,
        () => new Promise<void>((resolve) => releases.push(resolve)),
      );
      const answered: string[] = [];
      const first = group.run((trx) => insert(trx, 'pipelined-first')).then(() => answered.push('first'));
      while (releases.length === 0) await new Promise((r) => setTimeout(r, 5));
      const second = group.run((trx) => insert(trx, 'pipelined-second')).then(() => answered.push('second'));
      // the second group is committed while the first one's sync is still under way
      while (releases.length === 1) await new Promise((r) => setTimeout(r, 5));
      expect(await committed('pipelined-second')).toBe(1);
      expect(answered).toEqual([]);
      // its own sync ends first: it is answered, the first still waits for its sync
      releases[1]!();
      await second;
      expect(answered).toEqual(['second']);
      releases[0]!();
      await first;
      await group.idle();
      expect(answered).toEqual(['second', 'first']);
    },
  );

  it.runIf(dialect === 'SQLite')(
    'answers a write made just as the last group is answered (in any number of steps after it)',
    async () => {
      // a sync that ends in a later turn, as the disk's does
      const group = new GroupCommit(
        database.db,
        () => new Promise<void>((resolve) => setTimeout(resolve, 2)),
      );
      const answeredWithin = (write: Promise<unknown>) =>
        Promise.race([
          write.then(() => true),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2_000)),
        ]);
      for (let steps = 0; steps < 40; steps++) {
        const next = group
          .run((trx) => insert(trx, `after-${steps}-a`))
          .then(async () => {
            // the caller's own awaits between the answer and its next write
            for (let i = 0; i < steps; i++) await Promise.resolve();
            return group.run((trx) => insert(trx, `after-${steps}-b`));
          });
        expect(await answeredWithin(next), `a write ${steps} steps after an answer`).toBe(true);
      }
      await group.idle();
    },
  );
});
