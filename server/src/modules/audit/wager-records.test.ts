import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../testing/test-server.ts';
import { kickOff, pickOn } from '../../testing/test-matches.ts';
import { seedWorld, type TestUser, type World } from '../../testing/world.ts';
import { WAGER_RETENTION_MS, archiveWagers, type WagerRecord } from './wager-records.service.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let n = 0;
const key = () => `wager-${process.pid}-${Date.now()}-${n++}`;

/** Parses CSV as a spreadsheet would: quoted cells may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  return rows;
}

/**
 * Issue 20 part 6: GLI-33 wager records, exported for a period as CSV and JSON with each status
 * change, and archived after 5 years without leaving the export or the verification.
 */
describe(`wager records (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let world: World;
  let player: TestUser;
  const db = () => server.database.db;
  const exportOf = (q: string) => world.admin.get(`/admin/wagers/export?${q}`);
  const couponOf = (ticketId: string) =>
    db().selectFrom('coupons').selectAll().where('ticket_id', '=', ticketId).executeTakeFirstOrThrow();
  const placeAt = async (createdAt: number) => {
    const m = await world.newMatch();
    const res = await player.api.post('/coupons', {
      idempotencyKey: key(),
      stake: 10,
      picks: [pickOn(m, '1')],
    });
    expect(res.status).toBe(201);
    const ticketId = res.body.ticketId as string;
    await db()
      .updateTable('coupons')
      .set({ created_at: createdAt })
      .where('ticket_id', '=', ticketId)
      .execute();
    return { ticketId, match: m };
  };

  beforeAll(async () => {
    server = await startTestServer();
    world = await seedWorld(server);
    player = await world.newPlayer({ credit: 1000 });
  });
  afterAll(() => server.close());

  it('exports a settled ticket as JSON with its selections, odds, channel, address and each status change', async () => {
    const { ticketId, match } = await placeAt(Date.parse('2026-02-10T12:00:07Z'));
    await world.apply([kickOff(match)]);
    const settled = await world.admin.post(`/admin/matches/${match.id}/result`, {
      score: { home: 2, away: 0 },
      halftime: { home: 1, away: 0 },
      status: 'ended',
      reason: 'wager record test',
    });
    expect(settled.status).toBe(200);
    const res = await exportOf('from=2026-02-10&to=2026-02-10&format=json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const records = res.body.records as WagerRecord[];
    expect(records.map((r) => r.ticketId)).toEqual([ticketId]);
    const r = records[0]!;
    expect(r).toMatchObject({
      placedAt: '2026-02-10T12:00:07.000Z',
      channel: 'web',
      terminal: null,
      userId: player.id,
      userName: player.userName,
      stake: '10.00',
      potentialPayout: '20.00',
      status: 'won',
      paid: '20.00',
    });
    expect(r.ip).toBeTruthy();
    expect(r.selections).toEqual([
      expect.objectContaining({ matchId: match.id, odds: '2.000', outcome: expect.any(String) }),
    ]);
    expect(r.statusChanges.map((s) => [s.from, s.to, s.cause])).toEqual([
      [null, 'waiting', 'placed'],
      ['waiting', 'won', 'settle'],
    ]);
    expect(r.statusChanges.every((s) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/.test(s.at))).toBe(true);
  });

  it('bounds a period by the site’s days (Istanbul) unless another zone is named', async () => {
    // 23:30 on 9 March in Istanbul (UTC+3), and 00:30 on 10 March there
    const late = await placeAt(Date.parse('2026-03-09T20:30:00Z'));
    const early = await placeAt(Date.parse('2026-03-09T21:30:00Z'));
    const ids = async (q: string) =>
      ((await exportOf(`${q}&format=json`)).body.records as WagerRecord[]).map((r) => r.ticketId);
    expect(await ids('from=2026-03-09&to=2026-03-09')).toEqual([late.ticketId]);
    expect(await ids('from=2026-03-10&to=2026-03-10')).toEqual([early.ticketId]);
    expect(await ids('from=2026-03-09&to=2026-03-09&timezone=UTC')).toEqual([late.ticketId, early.ticketId]);
    expect(await ids('from=2026-03-08&to=2026-03-08')).toEqual([]);
  });

  it('writes CSV a spreadsheet reads back: BOM, header, quotes, commas and formulas escaped', async () => {
    const { ticketId } = await placeAt(Date.parse('2026-04-01T09:00:00Z'));
    const coupon = await couponOf(ticketId);
    await db()
      .updateTable('coupon_lines')
      .set({ home: 'Quote "A", FC', away: '=HYPERLINK("x")' })
      .where('coupon_id', '=', coupon.id)
      .execute();
    const res = await fetch(
      `${world.admin.baseUrl}/api/v1/admin/wagers/export?from=2026-04-01&to=2026-04-01`,
      {
        headers: { cookie: world.admin.cookie },
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain('wagers-2026-04-01-2026-04-01.csv');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the UTF-8 byte order mark
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith('\uFEFFticketId,placedAt,channel')).toBe(true);
    const rows = parseCsv(text.slice(1));
    expect(rows).toHaveLength(2);
    const [header, row] = rows as [string[], string[]];
    expect(row).toHaveLength(header.length);
    const cell = (name: string) => row[header.indexOf(name)]!;
    expect(cell('ticketId')).toBe(ticketId);
    expect(cell('stake')).toBe('10.00');
    expect(cell('status')).toBe('waiting');
    expect(cell('selections')).toContain('Quote "A", FC - =HYPERLINK("x")');
    expect(text).toContain('Quote ""A"", FC - =HYPERLINK(""x"")');
    expect(cell('selections')).toContain('@ 2.000');
    expect(cell('statusChanges')).toMatch(/^'?\d{4}-.*>waiting placed by \d+$/);
  });

  it('walks a period larger than one batch, tickets of the same millisecond included, each once', async () => {
    const at = Date.parse('2026-05-05T10:00:00Z');
    const { ticketId } = await placeAt(at);
    const model = await couponOf(ticketId);
    const { id: _id, ticket_id: _t, idempotency_key: _k, share_code: _s, ...rest } = model;
    const copies = Array.from({ length: 1_100 }, (_, i) => ({
      ...rest,
      ticket_id: `${ticketId}-${i}`,
      idempotency_key: `copy-${i}`,
      payout_code: null,
    }));
    for (let i = 0; i < copies.length; i += 100)
      await db()
        .insertInto('coupons')
        .values(copies.slice(i, i + 100))
        .execute();
    // A compressed answer waits for its reader many times over: no wait may leave a listener behind
    // (they piled up, one per wait, each called again at every later wait, until Node warned).
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(`${w.name}: ${w.message}`);
    process.on('warning', onWarning);
    try {
      const res = await exportOf('from=2026-05-05&to=2026-05-05&format=json');
      const ids = (res.body.records as WagerRecord[]).map((r) => r.ticketId);
      expect(ids).toHaveLength(1_101);
      expect(new Set(ids).size).toBe(1_101);
      const csv = await exportOf('from=2026-05-05&to=2026-05-05');
      expect((csv.body as string).trimEnd().split('\r\n')).toHaveLength(1_102);
      // warnings are emitted on the next tick
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings.filter((w) => w.startsWith('MaxListenersExceededWarning'))).toEqual([]);
  });

  it('is for administrators only and refuses a malformed period with 400', async () => {
    const dealer = await world.newDealer({ credit: 10 });
    expect((await dealer.api.get('/admin/wagers/export?from=2026-01-01&to=2026-01-02')).status).toBe(403);
    expect((await player.api.get('/admin/wagers/export?from=2026-01-01&to=2026-01-02')).status).toBe(403);
    for (const q of [
      'from=2026-01-01',
      'from=x&to=y',
      'from=2026-02-30&to=2026-03-01',
      'from=2026-01-02&to=2026-01-01',
    ])
      expect((await exportOf(q)).status).toBe(400);
    expect((await exportOf('from=2026-01-01&to=2026-01-02&format=xml')).status).toBe(400);
  });

  it('moves finished tickets older than 5 years to the archive, where they still export and verify', async () => {
    const old = Date.now() - WAGER_RETENTION_MS - 86_400_000;
    const day = new Date(old).toISOString().slice(0, 10);
    const { ticketId } = await placeAt(old);
    const waitingOld = await placeAt(old);
    const coupon = await couponOf(ticketId);
    const cancelled = await world.admin.post(`/admin/coupons/${ticketId}/void`, {
      reason: 'other',
      note: 'old',
    });
    expect(cancelled.status).toBe(200);
    const before = (await exportOf(`from=${day}&to=${day}&format=json&timezone=UTC`)).body
      .records as WagerRecord[];
    expect(before.map((r) => r.ticketId).sort()).toEqual([ticketId, waitingOld.ticketId].sort());

    expect(await archiveWagers(db(), Date.now() - WAGER_RETENTION_MS)).toBe(1);
    expect(await db().selectFrom('coupons').select('id').where('id', '=', coupon.id).executeTakeFirst()).toBe(
      undefined,
    );
    const lines = await db()
      .selectFrom('coupon_lines')
      .select('id')
      .where('coupon_id', '=', coupon.id)
      .execute();
    expect(lines).toEqual([]);
    // a ticket still waiting is not a finished record: it stays
    expect((await couponOf(waitingOld.ticketId)).status).toBe(0);

    const after = (await exportOf(`from=${day}&to=${day}&format=json&timezone=UTC`)).body
      .records as WagerRecord[];
    expect(after.map((r) => r.ticketId)).toEqual([ticketId, waitingOld.ticketId]);
    expect(after[0]).toEqual(before.find((r) => r.ticketId === ticketId));
    expect(after[0]!.statusChanges.map((s) => s.cause)).toEqual(['placed', 'void']);

    const verified = (await world.admin.post('/admin/audit/verify', {})).body;
    expect(verified.ok).toBe(true);
    expect(verified.wagerArchive).toEqual({ ok: true, checked: 1, brokenTicket: null });

    // an archived record edited in place, even with its hash recomputed, is found
    const stored = await db().selectFrom('wager_archive').selectAll().executeTakeFirstOrThrow();
    await db()
      .updateTable('wager_archive')
      .set({ record: stored.record.replace('"stake":"10.00"', '"stake":"1.00"') })
      .where('coupon_id', '=', stored.coupon_id)
      .execute();
    const broken = (await world.admin.post('/admin/audit/verify', {})).body;
    expect(broken.ok).toBe(false);
    expect(broken.wagerArchive).toEqual({ ok: false, checked: 0, brokenTicket: ticketId });
    await db()
      .updateTable('wager_archive')
      .set({ record: stored.record })
      .where('coupon_id', '=', stored.coupon_id)
      .execute();
    await db().deleteFrom('wager_archive').where('coupon_id', '=', stored.coupon_id).execute();
    expect((await world.admin.post('/admin/audit/verify', {})).body.wagerArchive.ok).toBe(false);
  });
});
