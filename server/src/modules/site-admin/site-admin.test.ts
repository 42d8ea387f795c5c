import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer } from '../../testing/test-server.ts';

/** A demo account's session, logged in over HTTP. */
async function login(url: string, userName: string, password: string): Promise<ApiClient> {
  const client = new ApiClient(url);
  expect((await client.post('/auth/login', { userName, password })).status).toBe(200);
  return client;
}

describe(`site settings (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let admin: ApiClient;
  let dealer: ApiClient;
  let guest: ApiClient;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await login(server.url, 'admin', 'admin1234');
    dealer = await login(server.url, 'dealer1', 'dealer1234');
    guest = new ApiClient(server.url);
  });
  afterAll(async () => {
    await server.close();
  });

  it('only an administrator changes them', async () => {
    const body = { settings: { currencyMode: '1' } };
    expect((await guest.patch('/admin/settings', body)).status).toBe(401);
    expect((await dealer.patch('/admin/settings', body)).status).toBe(403);
    expect((await guest.get('/settings')).body.settings.currencyMode).toBe('0');
  });

  it('refuses keys that are no setting names, non-text values and empty changes with 400', async () => {
    for (const settings of [{ 'bad key': '1' }, { currencyMode: 1 }, {}, { ['x'.repeat(65)]: '1' }]) {
      const res = await admin.patch('/admin/settings', { settings });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalidRequest');
    }
    expect((await admin.patch('/admin/settings', {})).status).toBe(400);
  });

  it('applies a change to every reader, audits it, and an empty value restores the default', async () => {
    const res = await admin.patch('/admin/settings', { settings: { currencyMode: '1', serverId: '3' } });
    expect(res.status).toBe(200);
    expect(res.body.settings).toMatchObject({ currencyMode: '1', serverId: '3' });
    expect((await guest.get('/settings')).body.settings).toMatchObject({ currencyMode: '1', serverId: '3' });

    const audit = await admin.get('/admin/audit?action=settings.update');
    expect(audit.status).toBe(200);
    const entry = audit.body.results[0];
    expect(entry.after).toEqual({ currencyMode: '1', serverId: '3' });
    expect(entry.before).toEqual({});

    const back = await admin.patch('/admin/settings', { settings: { currencyMode: '', serverId: '' } });
    expect(back.body.settings).toMatchObject({ currencyMode: '0', serverId: '1' });
    const again = await admin.get('/admin/audit?action=settings.update');
    expect(again.body.results[0].before).toEqual({ currencyMode: '1', serverId: '3' });
  });

  it('refuses a value that breaks its setting rule with 400 invalidSetting, and changes nothing', async () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ site_default_theme: 'pink' }, 'site_default_theme', 'theme'],
      [{ login_screen: 'yes' }, 'login_screen', 'flag'],
      [{ coupons_day: '0' }, 'coupons_day', 'integer'],
      [{ facebook: 'javascript:alert(1)' }, 'facebook', 'url'],
      [{ site_logo: '/media/../secret' }, 'site_logo', 'image'],
      [{ site_name: 'x'.repeat(501) }, 'site_name', 'tooLong'],
      [{ site_languages: 'en,de' }, 'site_languages', 'defaultLanguageOff'],
      [{ site_name: 'Valid', mail_from: 'not an address' }, 'mail_from', 'email'],
    ];
    for (const [settings, key, rule] of cases) {
      const res = await admin.patch('/admin/settings', { settings });
      expect(res.status, JSON.stringify(settings)).toBe(400);
      expect(res.body.error.code).toBe('invalidSetting');
      expect(res.body.error.details).toEqual({ key, rule });
    }
    const now = (await guest.get('/settings')).body.settings;
    expect(now.site_name).toBe('Bet');
    expect(now.site_default_theme).toBe('blue');
  });

  it('keeps a history of each setting changed, newest first, with who changed it; secrets masked', async () => {
    const first = await admin.patch('/admin/settings', {
      settings: { site_name: 'Golden Bet', site_default_theme: 'gold', mail_password: 's3cret' },
    });
    expect(first.status).toBe(200);
    expect(first.body.settings.mail_password).toBe('********');
    // the same value again writes no history row
    await admin.patch('/admin/settings', { settings: { site_name: 'Golden Bet' } });
    await admin.patch('/admin/settings', { settings: { site_name: '' } });

    const history = await admin.get('/admin/settings/history?key=site_name');
    expect(history.status).toBe(200);
    expect(history.body.totalCount).toBe(2);
    expect(
      history.body.results.map((r: { before: string | null; after: string | null }) => [r.before, r.after]),
    ).toEqual([
      ['Golden Bet', null],
      [null, 'Golden Bet'],
    ]);
    expect(history.body.results[0].actorName).toBe('admin');
    const secret = await admin.get('/admin/settings/history?key=mail_password');
    expect(secret.body.results[0].after).toBe('********');
    expect(JSON.stringify((await admin.get('/admin/settings/history?limit=200')).body)).not.toContain(
      's3cret',
    );

    const all = await admin.get('/admin/settings');
    expect(all.status).toBe(200);
    expect(all.body.settings).toMatchObject({
      site_name: 'Bet',
      site_default_theme: 'gold',
      mail_password: '********',
    });
    expect((await guest.get('/settings')).body.settings.mail_password).toBeUndefined();
    await admin.patch('/admin/settings', { settings: { site_default_theme: '', mail_password: '' } });
  });

  it('switches languages off, but never the default one', async () => {
    const res = await admin.patch('/admin/settings', { settings: { site_languages: 'tr,en,aa' } });
    expect(res.status).toBe(200);
    expect((await guest.get('/settings')).body.settings.site_languages).toBe('tr,en,aa');
    const moved = await admin.patch('/admin/settings', { settings: { site_default_lang: 'de' } });
    expect(moved.status).toBe(400);
    expect(moved.body.error.details).toEqual({ key: 'site_languages', rule: 'defaultLanguageOff' });
    await admin.patch('/admin/settings', { settings: { site_languages: '' } });
  });

  it('clears the caches by raising cache_version, audited', async () => {
    const first = await admin.post('/admin/settings/cache', {});
    expect(first.status).toBe(200);
    const second = await admin.post('/admin/settings/cache', {});
    expect(second.body.cacheVersion).toBe(first.body.cacheVersion + 1);
    expect((await guest.get('/settings')).body.settings.cache_version).toBe(String(second.body.cacheVersion));
    const audit = await admin.get('/admin/audit?action=settings.cacheClear');
    expect(audit.body.results[0].after).toEqual({ cache_version: second.body.cacheVersion });
  });

  it('lists the pages and gives one in every language, to the admin only', async () => {
    const list = await admin.get('/admin/pages');
    expect(list.status).toBe(200);
    const terms = list.body.results.find((p: { id: number }) => p.id === 9);
    expect(terms.langs).toContain('tr');
    expect(terms.langs).toHaveLength(17);
    const page = await admin.get('/admin/pages/9');
    expect(page.body.versions.find((v: { lang: string }) => v.lang === 'en').content.length).toBeGreaterThan(
      0,
    );
    expect((await admin.get('/admin/pages/4242')).body.versions).toEqual([]);
    expect((await admin.get('/admin/pages/abc')).status).toBe(400);
    for (const path of ['/admin/pages', '/admin/pages/9', '/admin/settings', '/admin/settings/history']) {
      expect((await dealer.get(path)).status, path).toBe(403);
      expect((await guest.get(path)).status, path).toBe(401);
    }
    expect((await dealer.post('/admin/settings/cache', {})).status).toBe(403);
    expect((await admin.get('/admin/settings/history?key=bad%20key')).status).toBe(400);
  });
});
