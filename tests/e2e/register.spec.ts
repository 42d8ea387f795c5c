import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { codeIn, lastMailTo } from './mail/last-mail.ts';
import { captchaAnswer } from './pages/server-db.ts';

/** Waits for the next captcha the page loads and returns its answer, as a person reads it from the image. */
async function nextCaptcha(page: Page, load: () => Promise<unknown>): Promise<string> {
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/v1/auth/captcha') && r.ok()),
    load(),
  ]);
  const { captchaId } = (await answer.json()) as { captchaId: string };
  return captchaAnswer(captchaId);
}

for (const lang of ['tr', 'aa'] as const) {
  test(`a new player registers with the captcha at 360 px in ${lang}, and logs in again`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    let answer = await nextCaptcha(page, () => page.goto(`/${lang}/register/DEMOAFF1`));
    await expect(page.getByTestId('register-form')).toBeVisible();
    // a known affiliate's code (the demo affiliate's) stays as the link brought it
    await expect(page.locator('#reg-promotionCode')).toHaveValue('DEMOAFF1');
    await expect(page.locator('#reg-promotionCode')).toHaveAttribute('readonly', '');
    await expectNoAxeViolations(page);

    // an empty form is refused field by field, before anything is sent
    await page.getByTestId('register-submit').click();
    await expect(page.locator('#reg-firstName')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#reg-terms')).toHaveAttribute('aria-invalid', 'true');

    const userName = `reg${lang}${Date.now().toString(36)}`;
    await page.locator('#reg-firstName').fill('Deniz');
    await page.locator('#reg-lastName').fill('Arslan');
    await page.locator('#reg-birthDate-day').selectOption('20');
    await page.locator('#reg-birthDate-month').selectOption('4');
    await page.locator('#reg-birthDate-year').selectOption('1995');
    await page.locator('#reg-sex').check();
    await page.locator('#reg-address').fill('Atatürk Bulvarı No 10');
    await page.locator('#reg-city').fill('İzmir');
    await page.locator('#reg-postCode').fill('35000');
    await page.locator('#reg-mobile').fill(`53${String(Date.now()).slice(-8)}`);
    await page.locator('#reg-email').fill(`${userName}@example.com`);
    // the user name is forced to lowercase Latin letters and digits
    await page.locator('#reg-userName').fill(`${userName.toUpperCase()}!`);
    await expect(page.locator('#reg-userName')).toHaveValue(userName);
    await page.locator('#reg-terms').check();
    // a short password is refused here with the policy's lengths, not their placeholders
    await page.locator('#reg-password').fill('123');
    await page.locator('#reg-repeatPassword').fill('123');
    await page.getByTestId('register-submit').click();
    await expect(page.locator('#reg-password')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('main')).toContainText(/\b4\b.*\b64\b|\b64\b.*\b4\b/);
    await expect(page.locator('main')).not.toContainText('{{');
    await page.locator('#reg-password').fill('secret12');
    await page.locator('#reg-repeatPassword').fill('secret12');

    // a wrong security code is refused by the server, and a new image replaces the spent one
    await page.locator('#reg-captcha').fill('WRONG');
    answer = await nextCaptcha(page, () => page.getByTestId('register-submit').click());
    await expect(page.locator('#reg-captcha')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#reg-captcha')).toHaveValue('');

    await page.locator('#reg-captcha').fill(answer.toLowerCase());
    await page.getByTestId('register-submit').click();
    // activation 0: logged in at once, sent on to the configured page (deposit) or Home
    await expect(page.getByTestId('header-balance')).toBeVisible();
    await expect(page).not.toHaveURL(/register/);
    const me = (await (await page.request.get('/api/v1/me')).json()) as { userName: string; credit: number };
    expect(me).toMatchObject({ userName, credit: 0 });
    await page.screenshot({ path: test.info().outputPath(`registered-${lang}.png`) });

    // logged out, the new account logs in with what it registered
    await page.context().clearCookies();
    await page.goto(`/${lang}/`);
    await page.locator('.header .login-button').click();
    const menu = page.locator('aside.side-menu.right');
    await menu.locator('input[name="userName"]').fill(userName);
    await menu.locator('input[name="password"]').fill('secret12');
    await menu.getByTestId('login-submit').click();
    await expect(page.getByTestId('header-balance')).toBeVisible();
  });
}

test('a forgotten password is reset with the code that was sent, at 360 px', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // a player registered through the form has the birth date and e-mail the reset needs
  const answer = await nextCaptcha(page, () => page.goto('/tr/register'));
  const userName = `fp${Date.now().toString(36)}`;
  const register = await page.request.post('/api/v1/auth/register', {
    headers: { 'x-requested-with': 'fetch' },
    data: {
      firstName: 'Ece',
      lastName: 'Kaya',
      birthDate: '1990-02-03',
      sex: 'f',
      address: 'İnönü Caddesi No 5',
      city: 'Ankara',
      postCode: '06100',
      counrtyId: 218,
      userName,
      password: 'first123',
      repeatPassword: 'first123',
      email: `${userName}@example.com`,
      currency: 'TRY',
      terms: true,
      captchaId: '',
      captcha: '',
    },
  });
  // without a captcha the server refuses: the form's captcha is the only way in
  expect(register.status()).toBe(400);
  await page.locator('#reg-firstName').fill('Ece');
  await page.locator('#reg-lastName').fill('Kaya');
  await page.locator('#reg-birthDate-day').selectOption('3');
  await page.locator('#reg-birthDate-month').selectOption('2');
  await page.locator('#reg-birthDate-year').selectOption('1990');
  await page.locator('#reg-sex').check();
  await page.locator('#reg-address').fill('İnönü Caddesi No 5');
  await page.locator('#reg-city').fill('Ankara');
  await page.locator('#reg-postCode').fill('06100');
  await page.locator('#reg-email').fill(`${userName}@example.com`);
  await page.locator('#reg-userName').fill(userName);
  await page.locator('#reg-password').fill('first123');
  await page.locator('#reg-repeatPassword').fill('first123');
  await page.locator('#reg-terms').check();
  await page.locator('#reg-captcha').fill(answer);
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await page.context().clearCookies();

  await page.goto('/tr/forgotPassword');
  await page.locator('#fp-username').fill(userName);
  await page.locator('#fp-birth-day').selectOption('3');
  await page.locator('#fp-birth-month').selectOption('2');
  await page.locator('#fp-birth-year').selectOption('1990');
  await expectNoAxeViolations(page);
  await page.getByTestId('forgot-submit').click();
  await expect(page.getByTestId('forgot-sent')).toBeVisible();
  const code = codeIn((await lastMailTo(`${userName}@example.com`)).text);
  await page.goto(`/tr/resetPassword/${code}`);
  await page.locator('#rp-password').fill('second45');
  await page.locator('#rp-repeat').fill('second4');
  await page.getByTestId('reset-submit').click();
  await expect(page.locator('#rp-repeat')).toHaveAttribute('aria-invalid', 'true');
  await page.locator('#rp-repeat').fill('second45');
  await expectNoAxeViolations(page);
  await page.getByTestId('reset-submit').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const login = await page.request.post(`${baseURL}/api/v1/auth/login`, {
    headers: { 'x-requested-with': 'fetch' },
    data: { userName, password: 'second45' },
  });
  expect(login.status()).toBe(200);
  // the code works once
  const again = await page.request.post(`${baseURL}/api/v1/auth/reset-password/${code}`, {
    headers: { 'x-requested-with': 'fetch' },
    data: { password: 'third678', repassword: 'third678' },
  });
  expect(again.status()).toBe(422);
});
