import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTotalOdds, ticketModel, type Coupon } from '@bet/shared';
import { ApiClient, startTestServer } from '../../testing/test-server.ts';
import { writeSetting } from '../settings/index.ts';
import { pickOn, testMatch } from '../../testing/test-matches.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** The value the printable ticket shows for a label. */
const row = (html: string, label: string) =>
  new RegExp(`<dt>${label.replace('.', '\\.')}</dt><dd[^>]*>([^<]*)</dd>`).exec(html)?.[1];

describe(`the printable ticket (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let player: ApiClient;
  let admin: ApiClient;

  const login = async (userName: string, password: string) => {
    const api = new ApiClient(server.url);
    expect((await api.post('/auth/login', { userName, password })).status).toBe(200);
    return api;
  };
  const print = async (ticketId: string) => {
    const res = await fetch(`${server.url}/api/v1/coupons/${ticketId}/print?lang=en&timezone=UTC`, {
      headers: { cookie: player.cookie },
    });
    expect(res.status).toBe(200);
    return res.text();
  };

  beforeAll(async () => {
    server = await startTestServer();
    player = await login('player1', 'player1234');
    admin = await login('admin', 'admin1234');
  });
  afterAll(async () => {
    await server.close();
  });

  it('prints the total odds the coupon was accepted at even when the max pay cap cut the stake', async () => {
    const matches = [2.15, 1.7].map((odd) => testMatch({ odds: { '1': odd } }));
    await server.services.sports.apply(matches.flatMap((m) => m.messages));
    const userId = (await player.get('/me')).body.userId as number;
    // a max pay of 3.81 leaves a stake of 1.04 on odds of 3.655, paying 3.80: 3.80 / 1.04 is 3.65
    const patch = await admin.patch(`/admin/users/${userId}`, {
      // within the dealer's own terms (a user's may never exceed its parent's)
      limits: { combine: { minTip: 2, minStake: 1, maxStake: 10000, maxPay: 3.81, status: 1 } },
    });
    expect(patch.status).toBe(200);
    const picks = matches.map(({ match }) => pickOn(match, '1'));
    const asked = { idempotencyKey: `print-capped-${process.pid}-${Date.now()}`, stake: 10, picks };
    // the server names the stake that fits, and the slip sends that one
    const reduced = await player.post('/coupons', asked);
    expect(reduced.status).toBe(422);
    expect(reduced.body.error).toMatchObject({ code: 'maxPayStakeReduced', details: { stake: 1.04 } });
    const res = await player.post('/coupons', {
      ...asked,
      stake: 1.04,
    });
    expect(res.status).toBe(201);
    const coupon = res.body.coupon as Coupon;
    expect(coupon).toMatchObject({ totalStake: 1.04, maxPay: 3.8, bonusPay: 0, totalOdds: 3.655 });

    const html = await print(coupon.ticketId);
    expect(row(html, 'Total odds')).toBe('3.65');
    expect(row(html, 'Total odds')).toBe(formatTotalOdds(ticketModel(coupon, (key) => key).totalOdds));
    expect(row(html, 'Stake')).toBe('1.04 TL');
    expect(row(html, 'Max. payout')).toBe('3.80 TL');

    // the site's currency display applies to the ticket as to the pages: mode 1 shows no symbol
    await writeSetting(server.database, 'currencyMode', '1');
    expect(row(await print(coupon.ticketId), 'Stake')).toBe('1.04');
  });

  it('prints an Arabic ticket right to left, tagged as Arabic, with the date day first', async () => {
    const matches = [1.2, 1.3].map((odd) => testMatch({ odds: { '1': odd } }));
    await server.services.sports.apply(matches.flatMap((m) => m.messages));
    const picks = matches.map(({ match }) => pickOn(match, '1'));
    const res = await player.post('/coupons', {
      idempotencyKey: `print-ar-${process.pid}-${Date.now()}`,
      stake: 1,
      picks,
    });
    expect(res.status).toBe(201);
    const coupon = res.body.coupon as Coupon;
    const html = await (
      await fetch(`${server.url}/api/v1/coupons/${coupon.ticketId}/print?lang=aa&timezone=UTC`, {
        headers: { cookie: player.cookie },
      })
    ).text();
    // the site calls Arabic 'aa', which is Afar to browsers, screen readers and Intl
    expect(html).toMatch(/<html lang="ar" dir="rtl">/);
    const when = new Date(coupon.ticketDate);
    const date = /<br>[^:]*: ([^<]*)<\/p>/.exec(html)?.[1] ?? '';
    // day, month and year in Latin digits, in that order (not the American month first)
    const [day, month, year] = date.match(/\d+/g)!.map(Number);
    expect([day, month, year]).toEqual([when.getUTCDate(), when.getUTCMonth() + 1, when.getUTCFullYear()]);
  });
  it("opened without a language, prints in the site's language the player chose, not the browser's", async () => {
    const [match] = [testMatch({ odds: { '1': 1.5 } })];
    await server.services.sports.apply(match!.messages);
    const res = await player.post('/coupons', {
      idempotencyKey: `print-cookie-${process.pid}-${Date.now()}`,
      stake: 1,
      picks: [pickOn(match!.match, '1')],
    });
    expect(res.status).toBe(201);
    const open = async (cookie: string) =>
      (
        await fetch(`${server.url}/api/v1/coupons/${res.body.ticketId}/print?timezone=UTC`, {
          headers: { cookie, 'accept-language': 'en-US,en;q=0.9' },
        })
      ).text();
    expect(await open(`${player.cookie}; lang=tr`)).toMatch(/<html lang="tr"/);
    expect(await open(`lang=aa; ${player.cookie}`)).toMatch(/<html lang="ar" dir="rtl">/);
    // no choice kept: the browser's language
    expect(await open(player.cookie)).toMatch(/<html lang="en"/);
  });
});
