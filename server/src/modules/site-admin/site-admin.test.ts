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
});
