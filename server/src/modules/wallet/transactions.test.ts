import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer } from '../../testing/test-server.ts';
import { seedWorld, type TestUser } from '../../testing/world.ts';
import { SERVICE, inTransaction, postMovement } from './ledger.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
interface Row {
  id: number;
  transType: 0 | 1;
  processDate: string;
  type: string;
  service: number;
  amount: number;
  balance: number;
  owed: 0 | 1;
}

const DAY = 86_400_000;
/** Three whole UTC days before today, so the date filters have days of their own to find. */
const day0 = Math.floor(Date.now() / DAY) * DAY - 3 * DAY;
const ymd = (t: number) => new Date(t).toISOString().slice(0, 10);

/**
 * The player's transactions (issue 16 item 1): All / Income / Expense, the date, type and
 * service filters, 50 a page, and the running balance; and the refusals of a bad query.
 */
describe(`the transactions route (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let player: TestUser;
  let world: Awaited<ReturnType<typeof seedWorld>>;
  /** what was booked, oldest first, beside the opening credit */
  const booked: Array<{ amount: number; service: number; at: number }> = [];

  beforeAll(async () => {
    server = await startTestServer();
    world = await seedWorld(server);
    player = await world.newPlayer({ credit: 500 });
    // 66 movements over three days: wins and stakes of sport and live, a bonus, dated by the ledger itself
    for (let i = 0; i < 66; i++) {
      const service = [SERVICE.sport, SERVICE.liveGames, SERVICE.general][i % 3]!;
      const amount = i % 2 === 0 ? -(100 + i) : 250 + i;
      const at = day0 + Math.floor(i / 22) * DAY + (i % 22) * 3_600_000;
      await inTransaction(server.database, (trx) =>
        postMovement(trx, {
          userId: player.id,
          amount,
          type: amount < 0 ? 'stake' : 'win',
          service,
          reference: `tx-test-${i}`,
          note: i === 5 ? 'first week' : '',
          at,
        }),
      );
      booked.push({ amount, service, at });
    }
  });
  afterAll(() => server.close());

  const list = async (query: string) => {
    const res = await player.api.get(`/transactions${query}`);
    expect(res.status, query).toBe(200);
    return res.body as { results: Row[]; totalCount: number };
  };
  /** every page of a query, newest first */
  const all = async (query: string) => {
    const rows: Row[] = [];
    for (let offset = 0; ; offset += 50) {
      const page = await list(`${query}${query ? '&' : '?'}offset=${offset}`);
      rows.push(...page.results);
      if (rows.length >= page.totalCount || page.results.length === 0)
        return { rows, total: page.totalCount };
    }
  };

  it('lists every movement, newest first, 50 a page, with the balance after each', async () => {
    const first = await list('');
    // the opening credit and the 66 booked
    expect(first.totalCount).toBe(67);
    expect(first.results).toHaveLength(50);
    const second = await list('?offset=50');
    expect(second.results).toHaveLength(17);
    const rows = [...first.results, ...second.results];
    expect(new Set(rows.map((r) => r.id)).size).toBe(67);
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.id).toBeLessThan(rows[i - 1]!.id);
    // the running balance: each row's balance is the older one's plus its own signed amount
    for (let i = 0; i < rows.length - 1; i++) {
      const r = rows[i]!;
      const signed = r.transType === 1 ? r.amount : -r.amount;
      expect(r.balance).toBeCloseTo(rows[i + 1]!.balance + signed, 2);
    }
    // ...down to the opening credit, and up to what the player holds now
    expect(rows.at(-1)).toMatchObject({ transType: 1, amount: 500, balance: 500 });
    const net = booked.reduce((s, b) => s + b.amount, 0) / 100;
    expect(rows[0]!.balance).toBeCloseTo(500 + net, 2);
    expect((await player.api.get('/me')).body.credit).toBeCloseTo(500 + net, 2);
    // a movement with a note says so; amounts are positive and the direction is transType
    expect(rows.find((r) => r.type === 'win->first week')).toBeDefined();
    expect(rows.every((r) => r.amount > 0 && r.owed === 0)).toBe(true);
    const small = await list('?limit=10&offset=60');
    expect(small.results.map((r) => r.id)).toEqual(rows.slice(60, 67).map((r) => r.id));
  });

  it('Income and Expense split All between them', async () => {
    const income = await all('?type=a');
    const expense = await all('?type=e');
    const everything = await all('?type=');
    expect(income.total).toBe(34);
    expect(expense.total).toBe(33);
    expect(income.total + expense.total).toBe(everything.total);
    expect(income.rows.every((r) => r.transType === 1)).toBe(true);
    expect(expense.rows.every((r) => r.transType === 0)).toBe(true);
    expect(expense.rows.map((r) => r.amount).sort((a, b) => a - b)).toEqual(
      booked
        .filter((b) => b.amount < 0)
        .map((b) => -b.amount / 100)
        .sort((a, b) => a - b),
    );
  });

  it('filters by service and by date, alone and together', async () => {
    const sport = await all(`?service=${SERVICE.sport}`);
    expect(sport.total).toBe(22);
    expect(sport.rows.every((r) => r.service === SERVICE.sport)).toBe(true);
    const live = await all(`?service=${SERVICE.liveGames}&type=a`);
    expect(live.rows.every((r) => r.service === SERVICE.liveGames && r.transType === 1)).toBe(true);
    expect(live.total).toBe(booked.filter((b) => b.service === SERVICE.liveGames && b.amount > 0).length);

    // a bare day is the whole of that day (here of UTC, asked for by name); two days are both included
    const secondDay = await all(`?from=${ymd(day0 + DAY)}&to=${ymd(day0 + DAY)}&timezone=UTC`);
    expect(secondDay.total).toBe(22);
    for (const r of secondDay.rows) expect(ymd(Date.parse(r.processDate))).toBe(ymd(day0 + DAY));
    const firstTwo = await all(`?from=${ymd(day0).replaceAll('-', '/')}&to=${ymd(day0 + DAY)}&timezone=UTC`);
    expect(firstTwo.total).toBe(44);
    // an instant narrows it to the hour
    const since = new Date(day0 + 2 * DAY + 20 * 3_600_000).toISOString();
    const lastHours = await all(`?from=${encodeURIComponent(since)}&to=${ymd(day0 + 2 * DAY)}&timezone=UTC`);
    expect(lastHours.total).toBe(2);
    // all filters at once
    const both = await all(`?from=${ymd(day0)}&to=${ymd(day0)}&type=e&service=${SERVICE.sport}&timezone=UTC`);
    expect(both.total).toBe(
      booked.filter((b) => b.at < day0 + DAY && b.amount < 0 && b.service === SERVICE.sport).length,
    );
    expect(both.total).toBeGreaterThan(0);
    // a day with nothing in it
    expect((await list(`?from=${ymd(day0 - 5 * DAY)}&to=${ymd(day0 - 4 * DAY)}`)).totalCount).toBe(0);
  });

  it("reads a bare date as a day of the site's time zone, or of the player's chosen one, not of UTC", async () => {
    const zoned = await world.newPlayer({ credit: 5 });
    // Around Istanbul's midnight (UTC+3): 20:30 UTC is 23:30 there, 21:30 UTC already the next day.
    const d = day0 + DAY;
    const moments = {
      t1: d - DAY + 20.5 * 3_600_000,
      t2: d - DAY + 21.5 * 3_600_000,
      t3: d + 20.5 * 3_600_000,
      t4: d + 21.5 * 3_600_000,
    };
    for (const [name, at] of Object.entries(moments))
      await inTransaction(server.database, (trx) =>
        postMovement(trx, {
          userId: zoned.id,
          amount: 100,
          type: 'win',
          service: SERVICE.sport,
          reference: `zone-${name}`,
          at,
        }),
      );
    const day = ymd(d);
    const shown = async (query: string, headers: Record<string, string> = {}) => {
      const res = await zoned.api.request(
        'GET',
        `/transactions?from=${day}&to=${day}${query}`,
        undefined,
        headers,
      );
      expect(res.status, query).toBe(200);
      return (res.body as { results: Row[] }).results
        .map((r) => Date.parse(r.processDate))
        .sort((a, b) => a - b);
    };
    // the site's zone (Europe/Istanbul) when the player chose none
    expect(await shown('')).toEqual([moments.t2, moments.t3]);
    // the zone the player chose on the Timezones page (the timezone cookie), as every date of the site
    const tokyo = { cookie: `${zoned.api.cookie}; timezone=${encodeURIComponent('Asia/Tokyo')}` };
    expect(await shown('', tokyo)).toEqual([moments.t1, moments.t2]);
    // a zone named in the query wins
    expect(await shown('&timezone=UTC', tokyo)).toEqual([moments.t3, moments.t4]);
    // a cookie naming no real zone is not trusted: the site's zone
    expect(await shown('', { cookie: `${zoned.api.cookie}; timezone=Mars%2FBase` })).toEqual([
      moments.t2,
      moments.t3,
    ]);
    // an unknown zone in the query, or a day that does not exist, is refused
    for (const query of ['?timezone=Mars/Base', '?from=2026-02-30', '?to=2026/13/01']) {
      const res = await zoned.api.get(`/transactions${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.code, query).toBe('invalidRequest');
    }
  });

  it('refuses a bad query with 400 and its reason, and a guest with 401', async () => {
    for (const query of [
      '?limit=0',
      '?limit=201',
      '?limit=ten',
      '?offset=-1',
      '?type=x',
      '?service=sport',
      '?from=yesterday',
      '?to=2026-13-45x',
      `?from=${'9'.repeat(31)}`,
    ]) {
      const res = await player.api.get(`/transactions${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.code, query).toBe('invalidRequest');
    }
    const guest = await new ApiClient(server.url).get('/transactions');
    expect(guest.status).toBe(401);
    // one player never sees another's movements
    const other = await world.newPlayer({ credit: 5 });
    expect((await other.api.get('/transactions')).body.totalCount).toBe(1);
  });
});
