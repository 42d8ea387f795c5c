import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer } from '../../testing/test-server.ts';
import { readOutbox } from '../../infra/outbox.ts';
import { writeSetting } from '../settings/index.ts';
import { RECOVERY_MAX_FAILURES } from './recovery.service.ts';
import { loginAs } from '../../testing/login-as.ts';
import { codeIn } from '../../testing/mail.ts';

describe('registration, activation and password recovery', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let seq = 0;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });
  const setting = (key: string, value: string) => writeSetting(server.database, key, value);
  let address = 0;
  /** A client at an address of its own, so the sign-up limits per address stay out of these tests. */
  const client = () => new ApiClient(server.url, { 'x-forwarded-for': `192.0.2.${++address}` });

  async function captcha(api: ApiClient) {
    const res = await api.get('/auth/captcha');
    expect(res.status).toBe(200);
    expect(res.body.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(JSON.stringify(res.body)).not.toMatch(/answer/);
    const row = await server.database.db
      .selectFrom('captchas')
      .select('answer')
      .where('id', '=', res.body.captchaId)
      .executeTakeFirstOrThrow();
    return { captchaId: res.body.captchaId as string, captcha: row.answer.toLowerCase() };
  }

  async function form(api: ApiClient, over: Record<string, unknown> = {}) {
    seq++;
    return {
      firstName: 'Deniz',
      lastName: 'Arslan',
      birthDate: '1995-04-20',
      idNumber: '',
      sex: 'm',
      address: 'Atatürk Bulvarı No 10',
      city: 'İzmir',
      postCode: '35000',
      counrtyId: 218,
      mobile: { code: '90', number: `53200000${String(seq).padStart(2, '0')}` },
      userName: `deniz${seq}x`,
      password: 'secret12',
      repeatPassword: 'secret12',
      email: `deniz${seq}@example.com`,
      currency: 'TRY',
      terms: true,
      ...(await captcha(api)),
      ...over,
    };
  }

  it('registers a player who is logged in at once (activation 0)', async () => {
    const api = client();
    const body = await form(api);
    const res = await api.post('/auth/register', body);
    expect(res.status).toBe(201);
    expect(res.body.activation).toBe(0);
    expect(res.body.user).toMatchObject({
      userName: body.userName,
      role: 'player',
      onlineUser: 1,
      credit: 0,
    });
    const me = await api.get('/me');
    expect(me.body).toMatchObject({ email: body.email, mobile: '+90' + body.mobile.number, countryId: 218 });
    const row = await server.database.db
      .selectFrom('users as u')
      .innerJoin('users as p', 'p.id', 'u.parent_id')
      .select('p.user_name')
      .where('u.user_name', '=', body.userName)
      .executeTakeFirstOrThrow();
    expect(row.user_name).toBe('admin');
  });

  it('answers each broken rule with its message key and the field', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ firstName: '' }, 'registerFieldRequired', 'firstName'],
      [{ sex: '' }, 'sexRequired', 'sex'],
      [{ birthDate: '2015-01-01' }, 'birthDateInvalid', 'birthDate'],
      [{ address: 'short' }, 'addressLength', 'address'],
      [{ city: 'Xy' }, 'cityLength', 'city'],
      [{ postCode: '123' }, 'postCodeLength', 'postCode'],
      [{ userName: 'Upper1' }, 'userNameRules', 'userName'],
      [{ userName: 'abcd' }, 'userNameRules', 'userName'],
      [
        { password: 'samename', repeatPassword: 'samename', userName: 'samename' },
        'userNameEqualsPassword',
        'password',
      ],
      [{ password: 'abc', repeatPassword: 'abc' }, 'passwordLengthRange', 'password'],
      [{ password: 'qwerty123', repeatPassword: 'qwerty123' }, 'passwordTooCommon', 'password'],
      [{ repeatPassword: 'other123' }, 'passwordNoSameRegister', 'repeatPassword'],
      [{ email: 'not-an-email' }, 'emailInvalid', 'email'],
      [{ mobile: { code: '90', number: '123' } }, 'mobileInvalid', 'mobile'],
      [{ terms: false }, 'termsRequired', 'terms'],
      [{ captcha: 'wrong' }, 'securityCode', 'captcha'],
      [{ currency: 'XXX' }, 'currencyInvalid', 'currency'],
      [{ counrtyId: 9999 }, 'countryCanNotbeNull', 'counrtyId'],
    ];
    for (const [over, code, field] of cases) {
      const api = client();
      const res = await api.post('/auth/register', await form(api, over));
      expect([res.status, res.body.error.code, res.body.error.details.field]).toEqual([400, code, field]);
    }
    const api = client();
    expect((await api.post('/auth/register', { ...(await form(api)), sex: 5 })).status).toBe(400);
  });

  it('spends a captcha on its first use', async () => {
    const api = client();
    const body = await form(api, { userName: 'x' });
    expect((await api.post('/auth/register', body)).body.error.code).toBe('userNameRules');
    // The form rules run first, so that captcha was not spent; now spend it with a taken name.
    const taken = await api.post('/auth/register', { ...body, userName: 'player1' });
    expect(taken.body.error.code).toBe('userNameTaken');
    const again = await api.post('/auth/register', { ...body, userName: 'fresh99name' });
    expect(again.body.error.code).toBe('securityCode');
  });

  it('checks availability of user name, e-mail, mobile and id number', async () => {
    const api = client();
    const body = await form(api, { idNumber: '12345678901' });
    expect((await api.post('/auth/register', body)).status).toBe(201);
    const check = async (field: string, value: string) =>
      (await api.get(`/auth/available?field=${field}&value=${encodeURIComponent(value)}`)).body.available;
    expect(await check('userName', body.userName.toUpperCase())).toBe(false);
    expect(await check('userName', 'nobody123')).toBe(true);
    expect(await check('email', body.email.toUpperCase())).toBe(false);
    expect(await check('mobile', '+90' + body.mobile.number)).toBe(false);
    expect(await check('idNumber', '12345678901')).toBe(false);
    expect((await api.get('/auth/available?field=password&value=x')).status).toBe(400);
    // a sign-up code is taken when an affiliate has it: register/{affcode} then keeps it fixed
    expect(await check('affiliateCode', 'DEMOAFF1')).toBe(false);
    expect(await check('affiliateCode', 'NOSUCHCODE')).toBe(true);

    const dupEmail = await api.post('/auth/register', await form(api, { email: body.email }));
    expect([dupEmail.status, dupEmail.body.error.code]).toEqual([409, 'emailOrMobileTaken']);
    const dupMobile = await api.post('/auth/register', await form(api, { mobile: body.mobile }));
    expect(dupMobile.body.error.code).toBe('emailOrMobileTaken');
    const dupId = await api.post('/auth/register', await form(api, { idNumber: '12345678901' }));
    expect(dupId.body.error.code).toBe('idNumberTaken');
  });

  it('follows the site settings: id number and mobile required, registration disabled', async () => {
    const api = client();
    await setting('registerTcRequired', '1');
    expect((await api.post('/auth/register', await form(api))).body.error.code).toBe('idNumberInvalid');
    await setting('registerTcRequired', '0');
    await setting('registerMobileRequired', '1');
    expect((await api.post('/auth/register', await form(api, { mobile: undefined }))).body.error.code).toBe(
      'mobileInvalid',
    );
    await setting('registerMobileRequired', '0');
    await setting('register_disabled', '1');
    const off = await api.post('/auth/register', await form(api));
    expect([off.status, off.body.error.code]).toEqual([403, 'registrationDisabled']);
    await setting('register_disabled', '0');
  });

  it('records the referrer of an affiliate code', async () => {
    await server.database.db
      .updateTable('users')
      .set({ affiliate_link: 'aff-d1' })
      .where('user_name', '=', 'dealer1')
      .execute();
    const api = client();
    const body = await form(api, { affiliateUser: 'aff-d1' });
    expect((await api.post('/auth/register', body)).status).toBe(201);
    const row = await server.database.db
      .selectFrom('users as u')
      .innerJoin('users as r', 'r.id', 'u.referrer_id')
      .select('r.user_name')
      .where('u.user_name', '=', body.userName)
      .executeTakeFirstOrThrow();
    expect(row.user_name).toBe('dealer1');
  });

  it('activation 1: an e-mail code; the account works only after it is activated, once', async () => {
    await setting('mail_activation', '1');
    const api = client();
    const body = await form(api);
    const res = await api.post('/auth/register', body);
    expect(res.body).toEqual({ activation: 1 });
    expect(res.headers.get('set-cookie')).toBeNull();
    const [mail] = await readOutbox(server.database.db, { to: body.email, template: 'activation' });
    expect(mail?.channel).toBe('email');
    const code = codeIn(mail!.body);
    const early = await client().post('/auth/login', {
      userName: body.userName,
      password: 'secret12',
    });
    expect([early.status, early.body.error.code]).toEqual([403, 'accountNotActivated']);
    expect((await api.post('/auth/activate/WRONGCODE1')).body.error.code).toBe('wrongActivationCode');
    expect((await api.post(`/auth/activate/${code}`)).status).toBe(200);
    expect((await api.post(`/auth/activate/${code}`)).body.error.code).toBe('wrongActivationCode');
    await loginAs(server.url, body.userName, 'secret12');
    await setting('mail_activation', '0');
  });

  it('activation 2: the code goes out by SMS', async () => {
    await setting('mail_activation', '2');
    const api = client();
    const body = await form(api);
    expect((await api.post('/auth/register', body)).body).toEqual({ activation: 2 });
    const [sms] = await readOutbox(server.database.db, { to: '+90' + body.mobile.number });
    expect(sms).toMatchObject({ channel: 'sms', template: 'activation' });
    await setting('mail_activation', '0');
  });

  it('forgot password checks the birth date, and the reset code works once', async () => {
    const api = client();
    const body = await form(api);
    const session = client();
    await session.post('/auth/register', body);
    const forgot = (over: Record<string, unknown>) =>
      api.post('/auth/forgot-password', {
        username: body.userName,
        birthDateDay: 20,
        birthDateMonth: 4,
        birthDateYear: 1995,
        ...over,
      });
    expect((await forgot({ birthDateDay: 0 })).body.error.code).toBe('allInputEnter');
    expect((await forgot({ username: 'abc' })).body.error.code).toBe('userNameRules');
    const wrong = await forgot({ birthDateYear: 1996 });
    expect([wrong.status, wrong.body.error.code]).toEqual([422, 'userOrBirthDateWrong']);
    expect((await forgot({ username: 'nosuchuser' })).body.error.code).toBe('userOrBirthDateWrong');
    expect((await forgot({})).status).toBe(200);
    const [mail] = await readOutbox(server.database.db, { to: body.email, template: 'passwordReset' });
    const code = codeIn(mail!.body);

    const reset = (c: string, password: string, repassword = password) =>
      api.post(`/auth/reset-password/${c}`, { password, repassword });
    expect((await reset(code, 'newpass1', 'newpass2')).body.error.code).toBe('passwordNoSameRegister');
    expect((await reset(code, '')).body.error.code).toBe('allInputEnter');
    expect((await reset('BADCODE123', 'newpass1')).body.error.code).toBe('wrongResetCode');
    expect((await reset(code, 'newpass1')).status).toBe(200);
    expect((await reset(code, 'another1')).body.error.code).toBe('wrongResetCode');
    expect((await session.get('/me')).status).toBe(401);
    expect(
      (await client().post('/auth/login', { userName: body.userName, password: 'secret12' })).status,
    ).toBe(401);
    await loginAs(server.url, body.userName, 'newpass1');
  });

  it('lists countries and currencies for the form', async () => {
    const api = client();
    const countries = await api.get('/auth/countries');
    expect(countries.body.results).toContainEqual({
      id: 218,
      iso: 'TR',
      nicename: 'Turkey',
      phonecode: '90',
    });
    expect((await api.get('/auth/currencies')).body.results).toContainEqual({ code: 'TRY' });
  });
});

describe('recovery throttling', () => {
  it('answers 429 after too many wrong codes from one address, and only for that address', async () => {
    const server = await startTestServer();
    try {
      const from = (ip: string) => (path: string) =>
        new ApiClient(server.url).request(
          'POST',
          path,
          { password: 'abcd1', repassword: 'abcd1' },
          { 'x-forwarded-for': ip },
        );
      const attacker = from('198.51.100.1');
      for (let i = 0; i < RECOVERY_MAX_FAILURES; i++)
        expect((await attacker(`/auth/reset-password/GUESS${i}`)).body.error.code).toBe('wrongResetCode');
      const blocked = await attacker('/auth/activate/GUESSX');
      expect([blocked.status, blocked.body.error.code]).toEqual([429, 'tooManyRequests']);
      expect((await from('198.51.100.2')('/auth/activate/GUESSX')).body.error.code).toBe(
        'wrongActivationCode',
      );
    } finally {
      await server.close();
    }
  });
});
