import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { newPlayer } from './pages/shell-page.ts';

const CSRF = { 'x-requested-with': 'fetch' };

async function logIn(page: Page, userName: string, password: string) {
  const res = await page.request.post('/api/v1/auth/login', { data: { userName, password }, headers: CSRF });
  expect(res.status()).toBe(200);
}

// The words of the account screens the tests look for, in Turkish and Arabic.
const WORDS = {
  tr: { current: 'Mevcut şifre', next: 'Yeni şifre', repeat: 'Yeni şifre tekrarı', change: 'Şifre değiştir' },
  aa: {
    current: 'كلمة المرور الحالية',
    next: 'كلمة المرور الجديدة',
    repeat: 'تأكيد كلمة المرور الجديدة',
    change: 'تغيير كلمة المرور',
  },
} as const;

for (const lang of ['tr', 'aa'] as const) {
  test(`a player changes the password at 360 px in ${lang}; a mismatch is refused first`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const player = await newPlayer(baseURL!);
    await logIn(page, player.userName, player.password);
    await page.goto(`/${lang}/changePassword`);
    const w = WORDS[lang];
    await page.getByLabel(w.current, { exact: true }).fill(player.password);
    await page.getByLabel(w.next, { exact: true }).fill('newpass77');
    await page.getByLabel(w.repeat, { exact: true }).fill('newpass78');
    await page.getByTestId('change-password-submit').click();
    await expect(page.getByLabel(w.repeat, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel(w.repeat, { exact: true }).fill('newpass77');
    await page.getByTestId('change-password-submit').click();
    await expect(page.getByTestId('notice')).toHaveAttribute('data-state', '1');
    await expect(page.getByLabel(w.current, { exact: true })).toHaveValue('');
    await page.screenshot({ path: test.info().outputPath(`change-password-${lang}.png`) });
    await expectNoAxeViolations(page);
    // the new password opens the account, the old one no longer does
    const fresh = await page.context().browser()!.newContext({ baseURL: baseURL! });
    const oldLogin = await fresh.request.post('/api/v1/auth/login', {
      data: { userName: player.userName, password: player.password },
      headers: CSRF,
    });
    expect(oldLogin.status()).toBe(401);
    const newLogin = await fresh.request.post('/api/v1/auth/login', {
      data: { userName: player.userName, password: 'newpass77' },
      headers: CSRF,
    });
    expect(newLogin.status()).toBe(200);
    await fresh.close();
  });
}

test('the chosen time zone is kept in the timezone cookie and shown in settings', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const player = await newPlayer(baseURL!);
  await logIn(page, player.userName, player.password);
  await page.goto('/tr/settings');
  // The first visit loads the account texts after the page: the row names still follow them.
  await expect(page.getByTestId('settings-language')).toContainText('Dil');
  await expect(page.getByTestId('settings-timezone')).toContainText('Saat dilimi');
  await expectNoAxeViolations(page);
  await page.getByTestId('settings-timezone').click();
  await expect(page).toHaveURL(/\/tr\/timezone$/);
  await page.getByLabel('Saat dilimi ara').fill('tokyo');
  await page.locator('[data-zone="Asia/Tokyo"]').click();
  await expect(page).toHaveURL(/\/tr\/settings$/);
  await expect(page.getByTestId('settings-timezone')).toContainText('Asia/Tokyo');
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'timezone')?.value).toBe(encodeURIComponent('Asia/Tokyo'));
  // the automatic entry forgets the choice
  await page.getByTestId('settings-timezone').click();
  await expectNoAxeViolations(page);
  await page.getByTestId('timezone-auto').click();
  await expect(page).toHaveURL(/\/tr\/settings$/);
  expect((await page.context().cookies()).find((c) => c.name === 'timezone')).toBeUndefined();
});

test('the overview and user information open from the right menu; the profile saves', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const player = await newPlayer(baseURL!);
  await logIn(page, player.userName, player.password);
  await page.goto('/tr/');
  await page.getByTestId('header-balance').click();
  await page.getByTestId('account-name').click();
  await expect(page).toHaveURL(/\/tr\/myAccount$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hesabım' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Kullanıcı bilgileri' }).click();
  await expect(page).toHaveURL(/\/tr\/userInformation$/);
  await page.getByLabel('Adres').fill('Cumhuriyet Caddesi 12');
  await page.getByLabel('Şehir').fill('Ankara');
  await page.getByLabel('Posta kodu').fill('06100');
  await page.getByLabel('Ülke').selectOption({ label: 'Türkiye' });
  await page.getByTestId('profile-save').click();
  await expect(page.getByTestId('notice')).toHaveAttribute('data-state', '1');
  await expect(page.getByTestId('notice')).toContainText('Güncelleme başarılı.');
  await expectNoAxeViolations(page);
  const me = await page.request.get('/api/v1/me');
  expect(await me.json()).toMatchObject({ city: 'Ankara', postCode: '06100', countryId: 218 });
});

test('the last login reads right to left in Arabic: the day at the right end, apart from the time', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const player = await newPlayer(baseURL!);
  await logIn(page, player.userName, player.password);
  await page.goto('/aa/myAccount');
  const when = page.locator('.acct-summary small bdi');
  await expect(when).toHaveText(/\d{4}/);
  // where the year and the hour are drawn: an Arabic date keeps its marks' order only right to left
  const x = await when.evaluate((el) => {
    const text = el.firstChild!;
    const value = text.textContent!;
    const at = (from: number) => {
      const range = document.createRange();
      range.setStart(text, from);
      range.setEnd(text, from + 1);
      return range.getBoundingClientRect().x;
    };
    return { day: at(0), year: at(value.search(/\d{4}/)), hour: at(value.search(/\d{2}:\d{2}/)) };
  });
  expect(x.day).toBeGreaterThan(x.year);
  expect(x.hour).toBeLessThan(x.year);
});
