import { createHash, createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  HOUSE_BASE,
  HousePlayRequest,
  LANGUAGES,
  createClientFor,
  diceRollFromDigest,
  formatAmount,
  formatMoney,
  intlLocales,
  localPercent,
  providerContract,
  SLOT_RTP,
} from '@bet/shared';
import { startTestServer } from '../../testing/test-server.ts';
import { seedWorld, type TestUser, type World } from '../../testing/world.ts';
import { writeSetting } from '../settings/index.ts';
import { verifyLedger } from '../wallet/index.ts';
import { HOUSE_TEXTS, HOUSE_TEXT_KEYS } from './texts.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/**
 * Issue 19 part 5: the built-in provider's pages and rounds. Money moves only through the
 * seamless wallet's signed HTTP API, so every round shows up as its ledger movements.
 */
describe(`built-in game provider (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let world: World;
  const games: Record<string, number> = {};

  beforeAll(async () => {
    server = await startTestServer();
    world = await seedWorld(server);
    const rows = await server.database.db
      .selectFrom('casino_games as g')
      .innerJoin('casino_providers as p', 'p.id', 'g.provider_id')
      .select(['g.id', 'g.code'])
      .where('p.code', '=', 'house')
      .execute();
    for (const r of rows) games[r.code] = Number(r.id);
  });
  afterAll(() => server.close());

  /** Launches a house game as the player and opens its page: the page's own session key. */
  const open = async (p: TestUser | null, code: string, lang = 'tr') => {
    const launched = p
      ? await p.api.post(`/casino/games/${games[code]}/launch?lang=${lang}`, {})
      : await world.admin.post(`/casino/games/${games[code]}/launch?lang=${lang}`, { demo: true });
    expect(launched.status, JSON.stringify(launched.body)).toBe(200);
    const page = await fetch(server.url + launched.body.url);
    const html = await page.text();
    expect(page.status, html).toBe(200);
    const key = /data-key="([^"]+)"/.exec(html)![1]!;
    return { html, key };
  };
  const state = async (key: string) =>
    (await fetch(`${server.url}/games/house/session/${key}`)).json() as Promise<any>;
  const play = async (key: string, body: unknown) => {
    const res = await fetch(`${server.url}/games/house/session/${key}/play`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as any };
  };
  const ledger = (p: TestUser) =>
    server.database.db
      .selectFrom('ledger_movements as m')
      .innerJoin('accounts as a', 'a.id', 'm.account_id')
      .select(['m.amount', 'm.type', 'm.balance_after'])
      .where('a.user_id', '=', p.id)
      .where('m.reference', 'like', 'casino:house:%')
      .orderBy('m.id')
      .execute();

  it('serves each game page in the language asked for, with its script from the same origin', async () => {
    const p = await world.newPlayer({ credit: 20 });
    const { html } = await open(p, 'house-slot', 'aa');
    // the site's code aa is Arabic: the page says ar, as every page of the site does
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(HOUSE_TEXTS.aa.slot);
    expect(html).toContain('<script src="/games/house/assets/game.js" defer></script>');
    expect(html).not.toMatch(/<script>(?!<)/);
    const js = await fetch(`${server.url}/games/house/assets/game.js`);
    expect(js.headers.get('content-type')).toMatch(/javascript/);
    // the return to player as the language writes a percentage: %95,95 in Turkish, 95.95% in English
    const rtpOf = (html: string) => /<p class="rtp">[^<]*?: ([^<]*)<\/p>/.exec(html)?.[1];
    expect(rtpOf((await open(p, 'house-slot', 'tr')).html)).toBe(
      localPercent(SLOT_RTP * 100, intlLocales('tr')),
    );
    expect(rtpOf((await open(p, 'house-slot', 'tr')).html)).toMatch(/^%\d+,\d+$/);
    expect(rtpOf((await open(p, 'house-slot', 'en')).html)).toMatch(/^\d+\.\d+%$/);
    const roulette = await open(p, 'house-roulette', 'de');
    expect(roulette.html).toContain(HOUSE_TEXTS.de.roulette);
    // the stakes in the language's number format
    expect(roulette.html).toContain('<option value="100" selected>1,00</option>');
    // a page opened with a made-up token says the session is not valid
    const forged = await fetch(`${server.url}/games/house/slot?token=${'x'.repeat(43)}&lang=en`);
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain(HOUSE_TEXTS.en.session);
  });

  it("writes amounts as the site does: the site's currency symbol in the page language's number format", async () => {
    const p = await world.newPlayer({ credit: 20 });
    const money = (html: string) =>
      JSON.parse(/<script type="application\/json" id="money">(.*?)<\/script>/.exec(html)![1]!);
    // what the page's script writes for an amount, by the rule the page gives it
    const written = (html: string, minor: number) => {
      const m = money(html);
      const decimal = formatAmount(minor) as Intl.StringNumericLiteral;
      return m.text.replace('{{amount}}', new Intl.NumberFormat(m.locales, m.options).format(decimal));
    };
    const amounts = [0, 5, 100, 1_050, 999_999, 1_250_050, 123_456_789];
    // the wallet's currency is TRY; the site writes TL, with the language's decimal sign
    const tr = (await open(p, 'house-slot', 'tr')).html;
    expect(money(tr)).toMatchObject({ text: '{{amount}} TL', locales: intlLocales('tr') });
    for (const minor of amounts)
      expect(written(tr, minor)).toBe(formatMoney(minor, 'TRY', { locales: intlLocales('tr') }));
    // play money says so (in the Arabic page, isolated left to right)
    expect(money((await open(null, 'house-dice', 'aa')).html)).toMatchObject({
      text: '\u2066{{amount}} DEMO\u2069',
    });
    // the site's currency display: a dollar sign on server 3, no symbol in currency mode 1
    try {
      await writeSetting(server.database, 'serverId', '3');
      const dollar = (await open(p, 'house-slot', 'aa')).html;
      // isolated left to right in the Arabic page, as the site writes it there
      expect(money(dollar)).toMatchObject({ text: '\u2066{{amount}} $\u2069' });
      for (const minor of amounts)
        expect(written(dollar, minor)).toBe(
          formatMoney(minor, 'TRY', { serverId: 3, locales: intlLocales('aa'), isolate: true }),
        );
      await writeSetting(server.database, 'currencyMode', '1');
      const bare = (await open(p, 'house-slot', 'tr')).html;
      expect(money(bare)).toMatchObject({ text: '{{amount}}' });
      for (const minor of amounts)
        expect(written(bare, minor)).toBe(
          formatMoney(minor, 'TRY', { currencyMode: 1, locales: intlLocales('tr') }),
        );
    } finally {
      await writeSetting(server.database, 'serverId', '1');
      await writeSetting(server.database, 'currencyMode', '0');
    }
  });

  it("titles each game page with the game's catalogue name; the slot's brand name in every language", async () => {
    const titles = await server.database.db
      .selectFrom('casino_games')
      .select(['code', 'title'])
      .where('code', 'in', ['house-slot', 'house-roulette', 'house-dice'])
      .execute();
    const title = Object.fromEntries(titles.map((r) => [r.code, r.title]));
    const p = await world.newPlayer({ credit: 20 });
    for (const code of ['house-slot', 'house-roulette', 'house-dice']) {
      const { html } = await open(p, code, 'en');
      expect(/<h1>([^<]*)<\/h1>/.exec(html)![1], code).toBe(title[code]);
    }
    for (const { code } of LANGUAGES) expect(HOUSE_TEXTS[code].slot, code).toBe(title['house-slot']);
  });

  it('keeps the committed dice seed when the wallet refuses the bet: the next round still uses it', async () => {
    const p = await world.newPlayer({ credit: 0.5 });
    const { key } = await open(p, 'house-dice');
    const before = await state(key);
    const r = await play(key, { stake: 100, target: 50 });
    expect(r.body).toMatchObject({ ok: false, status: 'INSUFFICIENT_FUNDS' });
    expect(r.body.outcome).toBeUndefined();
    const after = await state(key);
    expect(after.commitment).toBe(before.commitment);
    expect(after.nonce).toBe(before.nonce);
    // a second refusal does not take it either
    const refusedAgain = await play(key, { stake: 200, target: 50 });
    expect(refusedAgain.body.ok).toBe(false);
    expect((await state(key)).commitment).toBe(before.commitment);
  });

  it('spins the slot through the wallet: the balance changes by the ledger movements of the round', async () => {
    const p = await world.newPlayer({ credit: 20 });
    const { key } = await open(p, 'house-slot');
    expect(await state(key)).toMatchObject({ game: 'slot', demo: false, balance: 2000, currency: 'TRY' });
    let balance = 2000;
    for (let i = 0; i < 5; i++) {
      const r = await play(key, { stake: 100 });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ ok: true, stake: 100 });
      expect(r.body.outcome.window).toHaveLength(5);
      balance += r.body.win - 100;
      expect(r.body.balance).toBe(balance);
    }
    const moves = await ledger(p);
    expect(moves.reduce((s, m) => s + Number(m.amount), 0)).toBe(balance - 2000);
    expect(moves.filter((m) => m.type === 'stake')).toHaveLength(5);
    expect(Math.round((await p.api.get('/me')).body.credit * 100)).toBe(balance);
    const rounds = await server.database.db
      .selectFrom('casino_rounds')
      .select(['closed'])
      .where('user_id', '=', p.id)
      .execute();
    expect(rounds.map((r) => Number(r.closed))).toEqual([1, 1, 1, 1, 1]);
  });

  it('plays European roulette: a straight bet pays 36 times, and the pocket decides', async () => {
    const p = await world.newPlayer({ credit: 50 });
    const { key } = await open(p, 'house-roulette');
    for (let i = 0; i < 4; i++) {
      const r = await play(key, { stake: 200, bet: { kind: 'straight', pick: 17 } });
      expect(r.body.ok).toBe(true);
      expect(r.body.win).toBe(r.body.outcome.pocket === 17 ? 7200 : 0);
      const red = await play(key, { stake: 100, bet: { kind: 'red' } });
      expect(red.body.win).toBe(red.body.outcome.colour === 'red' ? 200 : 0);
    }
    expect((await play(key, { stake: 100, bet: { kind: 'dozen', pick: 4 } })).status).toBe(400);
  });

  it('rolls provably fair dice: the revealed seed matches the commitment shown before, and the roll its HMAC', async () => {
    const p = await world.newPlayer({ credit: 50 });
    const { key } = await open(p, 'house-dice');
    let commitment = (await state(key)).commitment as string;
    for (let i = 0; i < 3; i++) {
      const r = await play(key, { stake: 100, target: 50, clientSeed: `mine-${i}` });
      expect(r.body.ok).toBe(true);
      const o = r.body.outcome;
      expect(createHash('sha256').update(o.serverSeed).digest('hex')).toBe(commitment);
      expect(o.commitment).toBe(commitment);
      const digest = createHmac('sha256', o.serverSeed).update(`mine-${i}:${o.nonce}`).digest();
      expect(o.roll).toBe(diceRollFromDigest(new Uint8Array(digest)));
      expect(r.body.win).toBe(o.roll < 5000 ? 198 : 0);
      expect(o.nextCommitment).not.toBe(commitment);
      commitment = o.nextCommitment;
      expect((await state(key)).commitment).toBe(commitment);
    }
  });

  it('answers a round asked again with its round id as it went: slot, roulette and dice are played and paid once', async () => {
    const p = await world.newPlayer({ credit: 50 });
    const bodies = {
      'house-slot': { stake: 100 },
      'house-roulette': { stake: 100, bet: { kind: 'dozen', pick: 2 } },
      'house-dice': { stake: 100, target: 50 },
    } as const;
    let balance = 5000;
    for (const [code, body] of Object.entries(bodies)) {
      const { key } = await open(p, code);
      const round = `${code}-round-0001`;
      const first = await play(key, { ...body, round });
      expect(first.status, code).toBe(200);
      expect(first.body.ok).toBe(true);
      expect(first.body.replayed).toBeUndefined();
      balance += first.body.win - 100;
      const nonce = (await state(key)).nonce;
      // the page lost that answer and asks again for the same round: the same result, no new money
      for (let i = 0; i < 2; i++) {
        const again = await play(key, { ...body, round });
        expect(again.status, code).toBe(200);
        expect(again.body).toEqual({ ...first.body, balance, replayed: true });
      }
      expect((await state(key)).nonce, code).toBe(nonce);
      // the same id in another session of the player is another round
      const other = await open(p, code);
      const elsewhere = await play(other.key, { ...body, round });
      expect(elsewhere.body.replayed, code).toBeUndefined();
      balance += elsewhere.body.win - 100;
      // a new round id is a new round
      const next = await play(key, { ...body, round: `${code}-round-0002` });
      expect(next.body.replayed).toBeUndefined();
      balance += next.body.win - 100;
      expect(next.body.balance).toBe(balance);
    }
    const moves = await ledger(p);
    expect(moves.filter((m) => m.type === 'stake')).toHaveLength(9);
    expect(Math.round((await p.api.get('/me')).body.credit * 100)).toBe(balance);
    // a refused round asked again is the same refusal, and takes nothing
    const poor = await world.newPlayer({ credit: 0.5 });
    const { key } = await open(poor, 'house-slot');
    const refused = await play(key, { stake: 100, round: 'refused-round-0001' });
    expect(refused.body).toMatchObject({ ok: false, status: 'INSUFFICIENT_FUNDS' });
    expect((await play(key, { stake: 100, round: 'refused-round-0001' })).body).toMatchObject({
      ok: false,
      status: 'INSUFFICIENT_FUNDS',
      balance: 50,
      replayed: true,
    });
    expect(await ledger(poor)).toEqual([]);
    expect((await verifyLedger(server.database.db)).ok).toBe(true);
  });

  it("books each game's stakes and wins under its catalogue product's service: slot 5, roulette (live) 4, dice (virtual) 7", async () => {
    const games = {
      'house-slot': { body: { stake: 100 }, service: 5 },
      'house-roulette': { body: { stake: 100, bet: { kind: 'dozen', pick: 2 } }, service: 4 },
      'house-dice': { body: { stake: 100, target: 95 }, service: 7 },
    } as const;
    for (const [code, { body, service }] of Object.entries(games)) {
      // a player of each game, so that its movements are the game's own
      const p = await world.newPlayer({ credit: 50 });
      const { key } = await open(p, code);
      for (let i = 0; i < 4; i++) expect((await play(key, body)).status, code).toBe(200);
      const rows = await server.database.db
        .selectFrom('ledger_movements as m')
        .innerJoin('accounts as a', 'a.id', 'm.account_id')
        .select(['m.type', 'm.service'])
        .where('a.user_id', '=', p.id)
        .where('m.reference', 'like', 'casino:house:%')
        .execute();
      expect(
        rows.filter((r) => r.type === 'stake'),
        code,
      ).toHaveLength(4);
      expect(new Set(rows.map((r) => Number(r.service))), code).toEqual(new Set([service]));
    }
  });

  it('plays a demo with play money: no wallet, no ledger', async () => {
    const { key } = await open(null, 'house-dice');
    const s = await state(key);
    expect(s).toMatchObject({ demo: true, balance: 100_000 });
    const r = await play(key, { stake: 1000, target: 90 });
    expect(r.body.ok).toBe(true);
    expect(r.body.balance).toBe(100_000 - 1000 + r.body.win);
    expect(
      await server.database.db
        .selectFrom('casino_sessions')
        .select('id')
        .where('game_code', '=', 'none')
        .execute(),
    ).toEqual([]);
  });

  it("shows the wallet's refusals: a stake beyond the balance, an excluded player; malformed plays are 400", async () => {
    const p = await world.newPlayer({ credit: 1.5 });
    const { key } = await open(p, 'house-slot');
    const r = await play(key, { stake: 200 });
    expect(r.body).toMatchObject({ ok: false, status: 'INSUFFICIENT_FUNDS', balance: 150 });
    await server.database.db
      .insertInto('rg_exclusions')
      .values({
        user_id: p.id,
        type: 'timeOut',
        length: '1d',
        starts_at: Date.now() - 1000,
        ends_at: Date.now() + 86_400_000,
      })
      .execute();
    expect((await play(key, { stake: 100 })).body).toMatchObject({ ok: false, status: 'PLAYER_EXCLUDED' });
    for (const body of [{}, { stake: 150 }, { stake: '100' }, { stake: 100, target: 99 }, null]) {
      const bad = await play(key, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.error.code).toBe('invalidRequest');
    }
    expect((await play('nosuchkey', { stake: 100 })).status).toBe(404);
    expect(await ledger(p)).toEqual([]);
    expect((await verifyLedger(server.database.db)).ok).toBe(true);
  });

  it("answers as the shared contract says, and checks plays with the contract's schema", async () => {
    const p = await world.newPlayer({ credit: 20 });
    const { key } = await open(p, 'house-slot');
    // a client built from the contract entries checks every answer against their schemas
    const house = createClientFor({ houseGames: providerContract.houseGames }, fetch, {
      baseUrl: server.url + HOUSE_BASE,
      validateResponses: true,
    }).houseGames;
    expect(await house.state({ key })).toMatchObject({ game: 'slot', balance: 2000 });
    expect(await house.play({ key }, { stake: 100 })).toMatchObject({ ok: true, stake: 100 });
    // a refusal names the issue exactly as the shared schema does
    const refused = (await house.play({ key }, { stake: 150 }).catch((e: unknown) => e)) as ApiError;
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused.status).toBe(400);
    expect(refused.code).toBe('invalidRequest');
    const issue = HousePlayRequest.safeParse({ stake: 150 }).error!.issues[0]!;
    expect(refused.details['issues']).toEqual([{ path: 'stake', message: issue.message }]);
    // a page asked with a malformed query or path: a 4xx with a message key, never a 500
    for (const query of ['token=a&token=b', `lang=${'x'.repeat(20)}`, 'token[a]=1']) {
      const res = await fetch(`${server.url}${HOUSE_BASE}/slot?${query}`);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as any).error.code, query).toBe('invalidRequest');
    }
    for (const bad of [`${HOUSE_BASE}/session/ab%00cd`, `${HOUSE_BASE}/session/${'k'.repeat(101)}`]) {
      const res = await fetch(server.url + bad);
      expect(res.status, bad).toBe(400);
      expect(((await res.json()) as any).error.code, bad).toBe('invalidRequest');
    }
    const notJson = await fetch(`${server.url}${HOUSE_BASE}/session/${key}/play`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"stake":',
    });
    expect(notJson.status).toBe(400);
    expect(((await notJson.json()) as any).error.code).toBe('invalidRequest');
  });

  it('reaches the wallet only over its signed HTTP API: no import of the wallet, ledger or casino modules', () => {
    const dir = import.meta.dirname;
    for (const f of fs.readdirSync(dir).filter((n) => n.endsWith('.ts') && !n.endsWith('.test.ts'))) {
      const text = fs.readFileSync(path.join(dir, f), 'utf8');
      expect(text, f).not.toMatch(/from '\.\.\/(wallet|casino-wallet|casino-catalogue|responsible-gaming)\//);
      expect(text, f).not.toMatch(/ledger_movements|accounts'|casino_transactions/);
    }
  });

  it('has every page text in all 17 languages, translated', () => {
    // words that are the same in English and that language
    const cognates: Record<string, string[]> = { nl: ['even'] };
    // the slot's name is a brand, the same in every language
    const brands: string[] = ['slot'];
    for (const { code } of LANGUAGES) {
      const t = HOUSE_TEXTS[code];
      for (const k of HOUSE_TEXT_KEYS) expect(t[k], `${code} ${k}`).toBeTruthy();
      if (code === 'en') continue;
      const same = HOUSE_TEXT_KEYS.filter(
        (k) =>
          t[k] === HOUSE_TEXTS.en[k] &&
          !/^\d/.test(t[k]) &&
          !cognates[code]?.includes(k) &&
          !brands.includes(k),
      );
      expect(same, code).toEqual([]);
    }
  });
});
