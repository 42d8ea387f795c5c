import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer } from '../../testing/test-server.ts';
import { loginDemo } from '../../testing/login-as.ts';

describe('announcements', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let admin: ApiClient;
  let dealer: ApiClient;
  let player: ApiClient;
  let guest: ApiClient;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await loginDemo(server.url, 'admin');
    dealer = await loginDemo(server.url, 'dealer1');
    player = await loginDemo(server.url, 'player1');
    guest = new ApiClient(server.url);
  });
  afterAll(async () => {
    await server.close();
  });

  const titles = (body: any) => body.results.map((a: any) => a.title);

  it('lets only an administrator write and list them', async () => {
    const body = { title: 'Not yours' };
    expect((await guest.post('/admin/announcements', body)).status).toBe(401);
    expect((await dealer.post('/admin/announcements', body)).status).toBe(403);
    expect((await player.get('/admin/announcements')).status).toBe(403);
    expect((await guest.get('/admin/announcements')).status).toBe(401);
  });

  it('creates a popup with the defaults of the spec and shows it to guests', async () => {
    const res = await admin.post('/admin/announcements', {
      title: 'Welcome bonus',
      content: 'Line 1\nLine 2',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      kind: 'popup',
      type: 0,
      type2: 1,
      autoClose: 0,
      title: 'Welcome bonus',
      content: 'Line 1\nLine 2',
      active: 1,
      lang: null,
      banner: null,
      link: null,
      startsAt: null,
      endsAt: null,
    });
    expect(res.body.createdBy).toBeGreaterThan(0);
    expect(Date.parse(res.body.updatedAt)).toBeGreaterThan(0);
    const pub = await guest.get('/announcements');
    expect(pub.status).toBe(200);
    expect(titles(pub.body)).toContain('Welcome bonus');
    const item = pub.body.results.find((a: any) => a.title === 'Welcome bonus');
    // The public view carries no administrative fields.
    expect(Object.keys(item).sort()).toEqual(
      ['autoClose', 'banner', 'content', 'id', 'kind', 'link', 'title', 'type', 'type2', 'updatedAt'].sort(),
    );
    const audit = await admin.get('/admin/audit?action=announcement.create');
    expect(audit.status).toBe(200);
    expect(audit.body.results.some((e: any) => e.targetId === res.body.id)).toBe(true);
  });

  it('shows a popup only in its language, inside its time window and while active', async () => {
    const hour = 3600_000;
    await admin.post('/admin/announcements', { title: 'Only English', lang: 'en' });
    await admin.post('/admin/announcements', {
      title: 'Tomorrow',
      startsAt: new Date(Date.now() + 24 * hour).toISOString(),
    });
    await admin.post('/admin/announcements', {
      title: 'Yesterday',
      startsAt: new Date(Date.now() - 48 * hour).toISOString(),
      endsAt: new Date(Date.now() - 24 * hour).toISOString(),
    });
    const off = await admin.post('/admin/announcements', { title: 'Withdrawn' });
    expect((await admin.patch(`/admin/announcements/${off.body.id}`, { active: 0 })).status).toBe(200);

    const tr = titles((await guest.get('/announcements?lang=tr')).body);
    const en = titles((await guest.get('/announcements?lang=en')).body);
    expect(en).toContain('Only English');
    expect(tr).not.toContain('Only English');
    for (const list of [tr, en]) {
      expect(list).toContain('Welcome bonus');
      expect(list).not.toContain('Tomorrow');
      expect(list).not.toContain('Yesterday');
      expect(list).not.toContain('Withdrawn');
    }
    // Accept-Language counts when no lang is given.
    const byHeader = await guest.request('GET', '/announcements', undefined, { 'accept-language': 'en-GB' });
    expect(titles(byHeader.body)).toContain('Only English');
  });

  it('orders by sort then newest, and an edit changes updatedAt so the popup shows again', async () => {
    const low = await admin.post('/admin/announcements', { title: 'Low', sort: -5 });
    const high = await admin.post('/admin/announcements', { title: 'High', sort: 50 });
    const list = titles((await guest.get('/announcements')).body);
    expect(list[0]).toBe('High');
    expect(list.at(-1)).toBe('Low');
    const edited = await admin.patch(`/admin/announcements/${high.body.id}`, {
      content: 'New text',
      autoClose: 1,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'High', content: 'New text', autoClose: 1, sort: 50 });
    expect(Date.parse(edited.body.updatedAt)).toBeGreaterThan(Date.parse(high.body.updatedAt));
    expect((await admin.delete(`/admin/announcements/${low.body.id}`)).status).toBe(200);
    expect(titles((await guest.get('/announcements')).body)).not.toContain('Low');
    expect((await admin.delete(`/admin/announcements/${low.body.id}`)).status).toBe(404);
    expect((await admin.patch('/admin/announcements/999999', { active: 0 })).status).toBe(404);
  });

  it('refuses what it cannot store safely', async () => {
    const bad = [
      {},
      { title: '' },
      { title: 'x', type: 3 },
      { title: 'x', kind: 'banner' },
      { title: 'x', lang: 'zz' },
      { title: 'x', link: 'javascript:alert(1)' },
      { title: 'x', link: '//evil.example/' },
      { title: 'x', banner: 'http://plain.example/a.png' },
      { title: 'x', startsAt: '2030-01-02T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' },
    ];
    for (const body of bad) {
      const res = await admin.post('/admin/announcements', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('invalidRequest');
    }
    const ok = await admin.post('/admin/announcements', {
      title: 'Linked',
      link: '/tr/promotions',
      banner: 'https://cdn.example/banner.png',
      endsAt: '2999-01-01T00:00:00Z',
    });
    expect(ok.status).toBe(201);
    const patch = await admin.patch(`/admin/announcements/${ok.body.id}`, {
      startsAt: '3000-01-01T00:00:00Z',
    });
    expect(patch.status).toBe(400);
  });

  it('keeps notifications apart: players read them, guests cannot, popups do not list them', async () => {
    await admin.post('/admin/announcements', { kind: 'notification', title: 'Your weekly report' });
    expect((await guest.get('/notifications')).status).toBe(401);
    const mine = await player.get('/notifications');
    expect(mine.status).toBe(200);
    expect(titles(mine.body)).toEqual(['Your weekly report']);
    expect(mine.body.totalCount).toBe(1);
    expect(titles((await guest.get('/announcements')).body)).not.toContain('Your weekly report');
    const onlyNotes = await admin.get('/admin/announcements?kind=notification');
    expect(titles(onlyNotes.body)).toEqual(['Your weekly report']);
    const all = await admin.get('/admin/announcements?limit=2');
    expect(all.body.results).toHaveLength(2);
    expect(all.body.totalCount).toBeGreaterThan(5);
  });

  it('is in the OpenAPI document', async () => {
    const doc = await guest.get('/openapi.json');
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/announcements',
        '/api/v1/notifications',
        '/api/v1/admin/announcements',
        '/api/v1/admin/announcements/{id}',
      ]),
    );
  });
});
