import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../testing/test-server.ts';
import { startTestServer } from '../../testing/test-server.ts';
import { ageSessions } from '../../testing/age-sessions.ts';
import { loginAs } from '../../testing/login-as.ts';
import { seedWorld, type TestUser, type World } from '../../testing/world.ts';
import { disconnectWithin, pause, userSocket } from '../../testing/user-socket.ts';

const MIN = 60_000;
type TestServer = Awaited<ReturnType<typeof startTestServer>>;

describe('the /user socket lives only as long as its session', () => {
  let server: TestServer;
  let world: World;
  let dealer: TestUser;
  let dealer1: ApiClient;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    world = await seedWorld(server);
    dealer = await world.newDealer();
    dealer1 = dealer.api;
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await server.close();
  });

  /** A fresh player opened by the dealer, with a session, so closing or re-keying it touches no other test. */
  const newPlayer = () => world.newPlayer({ parent: dealer, by: dealer.api });

  function open(cookie: string, options?: Parameters<typeof userSocket>[2]) {
    const client = userSocket(server.url, cookie, options);
    sockets.push(client.socket);
    return client;
  }

  /** Pushes the balance (as any balance change does) and waits for it to arrive or not. */
  async function pushBalance(userId: number) {
    await server.services.push.balance(userId);
    await pause(250);
  }

  it('ends the socket of a session at its logout; another session of the user keeps its own', async () => {
    const player = await newPlayer();
    const other = await loginAs(server.url, player.userName, player.password);
    const first = open(player.api.cookie);
    const second = open(other.cookie);
    await Promise.all([first.connected, second.connected]);
    await pushBalance(player.id);
    expect(first.balances).toHaveLength(1);

    expect((await player.api.post('/auth/logout')).status).toBe(200);
    expect(await disconnectWithin(first, 2000)).toBe('io server disconnect');
    await pushBalance(player.id);
    expect(first.balances).toHaveLength(1);
    expect(second.socket.connected).toBe(true);
    expect(second.balances).toHaveLength(2);
  });

  it('ends every socket of the user at a password change; the new session connects again', async () => {
    const player = await newPlayer();
    const other = await loginAs(server.url, player.userName, player.password);
    const mine = open(player.api.cookie);
    const elsewhere = open(other.cookie);
    await Promise.all([mine.connected, elsewhere.connected]);

    const changed = await player.api.post('/auth/change-password', {
      currentPassword: player.password,
      newPassword: 'another-pass-88',
    });
    expect(changed.status).toBe(200);
    expect(await disconnectWithin(elsewhere, 2000)).toBe('io server disconnect');
    expect(await disconnectWithin(mine, 2000)).toBe('io server disconnect');
    await pushBalance(player.id);
    expect([mine.balances, elsewhere.balances]).toEqual([[], []]);

    // The old cookie is refused; the one the change answered with connects.
    await expect(open(other.cookie).connected).rejects.toThrow('notLoggedIn');
    const renewed = open(player.api.cookie);
    await renewed.connected;
    await pushBalance(player.id);
    expect(renewed.balances).toHaveLength(1);
  });

  it('ends every socket of the user when a dealer closes the account or sets its password', async () => {
    const closed = await newPlayer();
    const reset = await newPlayer();
    const a = open(closed.api.cookie);
    const b = open(reset.api.cookie);
    await Promise.all([a.connected, b.connected]);

    expect((await dealer1.post(`/admin/users/${closed.id}/close`)).status).toBe(200);
    expect(await disconnectWithin(a, 2000)).toBe('io server disconnect');
    expect(b.socket.connected).toBe(true);
    expect(
      (await dealer1.post(`/admin/users/${reset.id}/password`, { password: 'dealer-set-99' })).status,
    ).toBe(200);
    expect(await disconnectWithin(b, 2000)).toBe('io server disconnect');
    await pushBalance(closed.id);
    await pushBalance(reset.id);
    expect([a.balances, b.balances]).toEqual([[], []]);
    await expect(open(closed.api.cookie).connected).rejects.toThrow('notLoggedIn');
  });

  it('answers an event of a live session, and refuses one whose session ran out, disconnecting it', async () => {
    const player = await newPlayer();
    const client = open(player.api.cookie);
    await client.connected;
    const asked = await client.socket.timeout(2000).emitWithAck('balance');
    expect(asked).toEqual({ ok: true, credit: 0 });

    await ageSessions(server, player.id, { sinceUseMs: 31 * MIN });
    const refused = await client.socket.timeout(2000).emitWithAck('balance');
    expect(refused).toEqual({ ok: false, code: 'notLoggedIn' });
    expect(await disconnectWithin(client, 2000)).toBe('io server disconnect');
    await pushBalance(player.id);
    expect(client.balances).toEqual([]);
  });

  it('disconnects a socket when its session runs out, without any event', async () => {
    const player = await newPlayer();
    // 1.5 s of idle time left; the socket's own checks are no use of the session.
    await ageSessions(server, player.id, { sinceUseMs: 30 * MIN - 1500 });
    const client = open(player.api.cookie);
    await client.connected;
    expect(await disconnectWithin(client, 5000)).toBe('io server disconnect');
    await pushBalance(player.id);
    expect(client.balances).toEqual([]);
  });

  it('refuses a handshake from a page of another site, over WebSocket and polling', async () => {
    const player = await newPlayer();
    for (const transport of ['websocket', 'polling'] as const) {
      await expect(
        open(player.api.cookie, { origin: 'http://evil.example', transport }).connected,
      ).rejects.toThrow();
      await expect(open(player.api.cookie, { origin: 'null', transport }).connected).rejects.toThrow();
      // The site's own pages (and the shop terminal's window, which loads the site) connect.
      const own = open(player.api.cookie, { origin: server.url, transport });
      await own.connected;
      own.socket.close();
    }
    // The public namespace too: the check is the handshake's.
    const live = connect(`${server.url}/live`, {
      forceNew: true,
      reconnection: false,
      transports: ['websocket'],
      extraHeaders: { origin: 'https://evil.example' },
    });
    sockets.push(live);
    await expect(
      new Promise<void>((resolve, reject) => {
        live.once('connect', () => resolve());
        live.once('connect_error', reject);
      }),
    ).rejects.toThrow();
  });
});

describe('ALLOWED_ORIGINS', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ allowedOrigins: ['https://shop.example'] });
  });
  afterAll(async () => {
    await server.close();
  });

  it('lets a listed origin connect besides the own host, and no other', async () => {
    const player = (await (await seedWorld(server)).newPlayer()).api;
    const listed = userSocket(server.url, player.cookie, { origin: 'https://shop.example' });
    await listed.connected;
    listed.socket.close();
    const unlisted = userSocket(server.url, player.cookie, { origin: 'https://shop.example:8443' });
    await expect(unlisted.connected).rejects.toThrow();
    unlisted.socket.close();
  });
});
