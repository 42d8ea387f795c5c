import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../testing/test-server.ts';
import { startTestServer } from '../../testing/test-server.ts';
import { writeSetting } from '../settings/index.ts';
import { commonPasswordCount } from './common-passwords.ts';
import { loginAs, loginDemo } from '../../testing/login-as.ts';

/** Issue 12 item 5: the password rules on every path that sets a password, over real HTTP. */
describe('password policy', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let dealer: ApiClient;
  let ids: Record<string, number>;

  beforeAll(async () => {
    server = await startTestServer();
    const rows = await server.database.db.selectFrom('users').select(['id', 'user_name']).execute();
    ids = Object.fromEntries(rows.map((r) => [r.user_name, Number(r.id)]));
    dealer = await loginDemo(server.url, 'dealer1');
  });
  afterAll(async () => {
    await server.close();
  });

  const createUser = (userName: string, password: string) =>
    dealer.post('/admin/users', { userName, password, role: 'player' });
  const refusal = (res: { status: number; body: any }) => [res.status, res.body.error?.code];

  it('ships the list of the 10,000 most common passwords', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(9_900);
  });

  it('a dealer cannot give a new user a common password or its user name', async () => {
    expect(refusal(await createUser('pwuser1', '1234'))).toEqual([400, 'passwordTooCommon']);
    expect(refusal(await createUser('pwuser1', 'Password1'))).toEqual([400, 'passwordTooCommon']);
    expect(refusal(await createUser('pwuser1', 'PWUSER1'))).toEqual([400, 'userNameEqualsPassword']);
    const tooLong = await createUser('pwuser1', 'k'.repeat(65));
    expect(refusal(tooLong)).toEqual([400, 'passwordLengthRange']);
    expect(tooLong.body.error.details).toMatchObject({ min: 4, max: 64 });
    expect(tooLong.body.error.message).toContain('64');
    const res = await createUser('pwuser1', 'uzun-bir-parola-'.repeat(4));
    expect(res.status).toBe(201);
  });

  it('a 64-character password is accepted by default, stored with argon2id and logs in', async () => {
    const long = 'at kuşu yüksekten uçar ve gölde balık çok, elma kırmızı 12345678';
    expect([...long].length).toBe(64);
    expect((await createUser('pwuser2', long)).status).toBe(201);
    const row = await server.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('user_name', '=', 'pwuser2')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    await loginAs(server.url, 'pwuser2', long);
  });

  it('a dealer cannot set a user the password it has now, nor a common one', async () => {
    const reset = (password: string) => dealer.post(`/admin/users/${ids['player3']}/password`, { password });
    expect(refusal(await reset('1234'))).toEqual([400, 'passwordTooCommon']);
    expect(refusal(await reset('player1234'))).toEqual([400, 'passwordSameAsCurrent']);
    expect(refusal(await reset('player3'))).toEqual([400, 'userNameEqualsPassword']);
    expect((await reset('yeni-parola-42')).status).toBe(200);
    await loginAs(server.url, 'player3', 'yeni-parola-42');
  });

  it('a user cannot change to a common password, the same one or the user name', async () => {
    const api = await loginDemo(server.url, 'player2');
    const change = (newPassword: string) =>
      api.post('/auth/change-password', {
        currentPassword: 'player1234',
        newPassword,
        repeatPassword: newPassword,
      });
    expect(refusal(await change('1111'))).toEqual([400, 'passwordTooCommon']);
    expect(refusal(await change('player1234'))).toEqual([400, 'passwordSameAsCurrent']);
    expect(refusal(await change('Player2'))).toEqual([400, 'userNameEqualsPassword']);
    expect(refusal(await change('abc'))).toEqual([400, 'passwordLengthRange']);
    // The spec's old maximum of 12 no longer applies.
    expect((await change('ikinci-oyuncu-parolasi-2026')).status).toBe(200);
    await loginAs(server.url, 'player2', 'ikinci-oyuncu-parolasi-2026');
  });

  it('the lengths are site settings, but the maximum never falls below 64', async () => {
    await writeSetting(server.database, 'password_min_length', '10');
    await writeSetting(server.database, 'password_max_length', '12');
    try {
      const short = await createUser('pwuser3', 'kisa-pw-1');
      expect(refusal(short)).toEqual([400, 'passwordLengthRange']);
      expect(short.body.error.details).toMatchObject({ min: 10, max: 64 });
      expect((await createUser('pwuser3', 'p'.repeat(20) + '-uzun-ve-guclu'.repeat(3))).status).toBe(201);
      await writeSetting(server.database, 'password_max_length', '100');
      expect((await createUser('pwuser4', 'q-'.repeat(45))).status).toBe(201);
      expect(refusal(await createUser('pwuser5', 'q-'.repeat(51)))).toEqual([400, 'passwordLengthRange']);
    } finally {
      await writeSetting(server.database, 'password_min_length', '4');
      await writeSetting(server.database, 'password_max_length', '64');
    }
  });
});
