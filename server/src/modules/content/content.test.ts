import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@bet/shared';
import { startMailServer, useMailServer, type TestMailServer } from '../../testing/mail.ts';
import { ApiClient, startTestServer } from '../../testing/test-server.ts';
import { seedWorld, type World } from '../../testing/world.ts';
import { writeSetting } from '../settings/index.ts';
import { CONTACT_LIMIT } from './content.routes.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** Issue 16 item 5: pages, the contact form and Home's banners. */
describe(`content (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let world: World;
  let mail: TestMailServer;
  let address = 0;
  const guest = () => new ApiClient(server.url, { 'x-forwarded-for': `198.51.100.${++address}` });

  beforeAll(async () => {
    server = await startTestServer();
    world = await seedWorld(server);
    mail = await startMailServer();
    await useMailServer(server, mail);
  });
  afterAll(async () => {
    await server.close();
    await mail.stop();
  });

  it('serves the demo pages 9, 10 and 6 in every language', async () => {
    for (const { code } of LANGUAGES)
      for (const id of [9, 10, 6]) {
        const res = await guest().get(`/pages/${id}?lang=${code}`);
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ id, lang: code });
        expect(res.body.title.length).toBeGreaterThan(2);
        expect(res.body.content).toMatch(/^<(p|h2)>/);
      }
    const tr = await guest().get('/pages/9');
    const aa = await guest().get('/pages/9?lang=aa');
    expect(tr.body.title).toBe('Kullanım koşulları');
    expect(aa.body.title).toBe('الشروط والأحكام');
  });

  it('a page missing in a language comes in the default language, else in the one it has', async () => {
    const save = (id: number, lang: string, title: string) =>
      world.admin.request('PUT', `/admin/pages/${id}`, { lang, title, content: `<p>${title}</p>` });
    expect((await save(70, 'tr', 'Türkçe sayfa')).status).toBe(200);
    expect((await save(70, 'en', 'English page')).status).toBe(200);
    expect((await save(71, 'en', 'Only English')).status).toBe(200);
    expect((await guest().get('/pages/70?lang=en')).body.title).toBe('English page');
    expect((await guest().get('/pages/70?lang=de')).body.title).toBe('Türkçe sayfa');
    expect((await guest().get('/pages/71?lang=de')).body).toMatchObject({
      lang: 'en',
      title: 'Only English',
    });
  });

  it('refuses an unknown page (404 pageNotFound) and a malformed id (400)', async () => {
    const missing = await guest().get('/pages/4040');
    expect([missing.status, missing.body.error.code]).toEqual([404, 'pageNotFound']);
    expect((await guest().get('/pages/abc')).status).toBe(400);
    expect((await guest().get('/pages/0')).status).toBe(400);
  });

  it('sanitises HTML when a page is saved and again when it is served', async () => {
    const dirty =
      '<h2 onclick="steal()">Rules</h2><script>alert(1)</script><p>Read <a href="javascript:alert(1)">this</a> ' +
      'and <a href="https://example.com" target="_blank">that</a><img src="x" onerror="alert(2)"></p><iframe src="https://evil.example"></iframe>';
    const res = await world.admin.request('PUT', '/admin/pages/72', {
      lang: 'tr',
      title: 'Kurallar',
      content: dirty,
    });
    expect(res.status).toBe(200);
    const stored = await server.database.db
      .selectFrom('pages')
      .select('content')
      .where('id', '=', 72)
      .executeTakeFirstOrThrow();
    for (const html of [res.body.content as string, stored.content]) {
      expect(html).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
      expect(html).toContain('<h2>Rules</h2>');
      expect(html).toContain('rel="noopener noreferrer"');
    }
    // A row written around the API is cleaned on the way out.
    await server.database.db
      .updateTable('pages')
      .set({ content: '<p>ok</p><script>alert(3)</script><img src="https://x.example/a.png" onload="x()">' })
      .where('id', '=', 72)
      .execute();
    const served = await guest().get('/pages/72');
    expect(served.body.content).toBe('<p>ok</p><img src="https://x.example/a.png" />');
  });

  it('only an administrator writes pages; a bad body is a 400', async () => {
    const player = await world.newPlayer();
    const body = { lang: 'tr', title: 'x', content: '<p>x</p>' };
    expect((await guest().request('PUT', '/admin/pages/9', body)).status).toBe(401);
    expect((await player.api.request('PUT', '/admin/pages/9', body)).status).toBe(403);
    expect((await world.admin.request('PUT', '/admin/pages/9', { ...body, lang: 'xx' })).status).toBe(400);
    expect((await world.admin.request('PUT', '/admin/pages/9', { ...body, title: ' ' })).status).toBe(400);
    expect((await guest().get('/pages/9')).body.title).toBe('Kullanım koşulları');
  });

  it('a contact message is kept and mailed to support through the outbox', async () => {
    await writeSetting(server.database, 'support_email', 'support@bet.test');
    const player = await world.newPlayer();
    const res = await player.api.post('/contact?lang=en', {
      email: 'Player@Example.com',
      topcategory: 'payment',
      category: 'withdraw',
      message: 'My withdrawal waits since Monday.',
    });
    expect(res.status).toBe(201);
    const row = await server.database.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', res.body.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: 'player@example.com',
      topcategory: 'payment',
      category: 'withdraw',
      lang: 'en',
    });
    expect(Number(row.user_id)).toBe(player.id);
    const got = await mail.lastMailTo('support@bet.test');
    expect(got.subject).toBe('Contact: payment / withdraw');
    expect(got.text).toContain('My withdrawal waits since Monday.');
    expect(got.text).toContain(`User: ${player.userName}`);
  });

  it('refuses an incomplete form, a wrong address and a sub-category of another top category', async () => {
    const ok = { email: 'a@b.co', topcategory: 'casino', category: 'game', message: 'Hi' };
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ ...ok, message: ' ' }, 422, 'allInputEnter'],
      [{ ...ok, category: '' }, 422, 'allInputEnter'],
      [{ ...ok, email: 'not-an-address' }, 422, 'emailRequired'],
      [{ ...ok, category: 'withdraw' }, 422, 'contactCategoryWrong'],
      [{ ...ok, topcategory: 'nothing' }, 422, 'contactCategoryWrong'],
      [{ ...ok, message: 42 }, 400, 'invalidRequest'],
    ];
    for (const [body, status, code] of cases) {
      const res = await guest().post('/contact', body);
      expect([res.status, res.body.error.code]).toEqual([status, code]);
    }
    const count = await server.database.db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('email', '=', 'a@b.co')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it(`answers 429 after ${CONTACT_LIMIT.limit} messages an hour from one address`, async () => {
    const one = guest();
    const body = { email: 'c@d.co', topcategory: 'others', category: 'other', message: 'Hello' };
    for (let i = 0; i < CONTACT_LIMIT.limit; i++) expect((await one.post('/contact', body)).status).toBe(201);
    const res = await one.post('/contact', body);
    expect([res.status, res.body.error.code]).toEqual([429, 'tooManyRequests']);
    expect((await guest().post('/contact', body)).status).toBe(201);
  });

  it('lists Home’s banners in the language with the slot sizes of the spec', async () => {
    const tr = await guest().get('/banners');
    expect(tr.status).toBe(200);
    const kinds = tr.body.results.map((b: { type: string; width: number; height: number; title: string }) => [
      b.type,
      b.width,
      b.height,
    ]);
    expect(kinds).toEqual([
      ['slider', 634, 291],
      ['slider', 634, 291],
      ['normal', 312, 291],
    ]);
    expect(tr.body.results[0].title).toBe('Canlı bahis');
    expect(tr.body.results[0].image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect((await guest().get('/banners?lang=aa')).body.results[0].title).toBe('المراهنة المباشرة');
  });
});
