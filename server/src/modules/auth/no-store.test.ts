import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer } from '../../testing/test-server.ts';

/** Issue 12.8: personal answers are never kept by a browser or proxy cache. */
describe(`personal answers carry Cache-Control: no-store (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('the login answer, /me, transactions, coupons, the session, dealer views and the logout', async () => {
    const player = new ApiClient(server.url);
    const login = await player.post('/auth/login', { userName: 'player1', password: 'player1234' });
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('no-store');
    for (const path of ['/me', '/transactions', '/coupons', '/auth/session']) {
      const res = await player.get(path);
      expect([path, res.status]).toEqual([path, 200]);
      expect([path, res.headers.get('cache-control')]).toEqual([path, 'no-store']);
    }
    const refused = await player.get('/admin/users');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('cache-control')).toBe('no-store');

    const dealer = new ApiClient(server.url);
    await dealer.post('/auth/login', { userName: 'dealer1', password: 'dealer1234' });
    for (const path of ['/admin/users', '/admin/coupons']) {
      const res = await dealer.get(path);
      expect([path, res.status, res.headers.get('cache-control')]).toEqual([path, 200, 'no-store']);
    }
    const logout = await player.post('/auth/logout');
    expect(logout.headers.get('cache-control')).toBe('no-store');
    // a refused login is personal too
    const wrong = await new ApiClient(server.url).post('/auth/login', {
      userName: 'player1',
      password: 'nope-nope',
    });
    expect(wrong.headers.get('cache-control')).toBe('no-store');
  });

  it('leaves public answers to guests as they were', async () => {
    const guest = new ApiClient(server.url);
    const health = await guest.get('/health');
    expect(health.status).toBe(200);
    expect(health.headers.get('cache-control')).toBeNull();
  });
});
