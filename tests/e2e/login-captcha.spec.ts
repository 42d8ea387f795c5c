import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { captchaAnswer } from './pages/server-db.ts';
import { adminApi, newPlayer } from './pages/shell-page.ts';

const TEXTS = {
  tr: {
    login: 'Giriş',
    userName: 'Kullanıcı adı',
    password: 'Şifre',
    submit: 'Giriş yap',
    captcha: 'Güvenlik kodu',
  },
  aa: {
    login: 'دخول',
    userName: 'اسم المستخدم',
    password: 'كلمة المرور',
    submit: 'تسجيل الدخول',
    captcha: 'رمز الأمان',
  },
} as const;

/** Submits the form and waits for the login's answer; a captcha it asks for comes with its answer. */
async function submit(page: Page, form: Locator, submitText: string) {
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/v1/auth/login')),
    form.getByRole('button', { name: submitText, exact: true }).click(),
  ]);
  const body = (await answer.json()) as {
    error?: { code: string; details?: { captcha?: { captchaId: string } } };
  };
  const captchaId = body.error?.details?.captcha?.captchaId;
  return { status: answer.status(), code: body.error?.code, captcha: captchaId && captchaAnswer(captchaId) };
}

// After three wrong passwords the server asks for a captcha: both login forms show it and send it.
const CASES = [
  { lang: 'tr', where: 'the right menu' },
  { lang: 'aa', where: 'the login page' },
] as const;
for (const { lang, where } of CASES) {
  test(`a player who failed three logins answers the captcha in ${where} and logs in (${lang}, 360 px)`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const texts = TEXTS[lang];
    const player = await newPlayer(baseURL!);
    await page.setViewportSize({ width: 360, height: 740 });
    let form: Locator;
    if (where === 'the right menu') {
      await page.goto(`/${lang}/`);
      await page.getByRole('button', { name: texts.login, exact: true }).click();
      form = page.locator('.side-menu.right form.login-form');
    } else {
      await page.goto(`/${lang}/firstlogin`);
      form = page.locator('.first-login form.login-form');
    }
    await form.getByLabel(texts.userName).fill(player.userName);
    await form.getByLabel(texts.password).fill('wrong-password');
    for (let i = 0; i < 3; i++) {
      const failed = await submit(page, form, texts.submit);
      expect(failed.code).toBe('wrongUserOrPassword');
    }
    await expect(form.getByLabel(texts.captcha, { exact: true })).toHaveCount(0);

    // the fourth try is refused until the captcha is answered: the form now shows it
    await form.getByLabel(texts.password).fill(player.password);
    const asked = await submit(page, form, texts.submit);
    expect(asked).toMatchObject({ status: 403, code: 'captchaRequired' });
    const captchaField = form.getByLabel(texts.captcha, { exact: true });
    await expect(captchaField).toBeVisible();
    await expect(form.getByTestId('captcha-image')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`login-captcha-${lang}.png`) });

    // a wrong answer is refused and a new image replaces the spent one
    await captchaField.fill('WRONG');
    const wrong = await submit(page, form, texts.submit);
    expect(wrong).toMatchObject({ status: 403, code: 'securityCode' });
    await expect(captchaField).toHaveValue('');
    await expect(captchaField).toHaveAttribute('aria-invalid', 'true');

    await captchaField.fill(wrong.captcha!.toLowerCase());
    const done = await submit(page, form, texts.submit);
    expect(done.status).toBe(200);
    await expect(page.getByTestId('header-balance')).toBeVisible();
  });
}

// The server counts a login against its name before it checks the password, so that a burst of
// parallel guesses cannot all be checked before any was counted: a fourth login of one name while
// three are in flight is asked for the captcha even with the right password. Specs log the demo
// admin in from many places at once, and their API client answers the captcha as a person would.
test('parallel API logins of one name all get in, answering the captcha the server asks for', async ({
  baseURL,
}) => {
  const clients = await Promise.all(Array.from({ length: 5 }, () => adminApi(baseURL!)));
  try {
    for (const client of clients) expect((await client.get('/api/v1/me')).status()).toBe(200);
  } finally {
    await Promise.all(clients.map((c) => c.dispose()));
  }
});
