import { expect, test } from '@playwright/test';
import { adminApi, newPlayer, ShellPage } from './pages/shell-page.ts';

// While the site is offline the header's balance is the one last known: it is marked as possibly
// out of date (a quiet mark, and a description for screen readers) until the connection is back
// and the balance has been read again.
const STALE = {
  tr: 'Bağlantı yok: bakiye güncel olmayabilir.',
  aa: 'لا يوجد اتصال: قد لا يكون الرصيد محدّثًا.',
} as const;

for (const [lang, width] of [
  ['tr', 360],
  ['aa', 360],
  ['aa', 1280],
] as const)
  test(`the header's balance is marked out of date while offline, and current again once read (${lang}, ${width} px)`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const player = await newPlayer(baseURL!, 500);
    await page.setViewportSize({ width, height: 760 });
    await page.goto(`/${lang}/`);
    await new ShellPage(page).login(player.userName, player.password);
    const balance = page.getByTestId('header-balance');
    await expect(balance).toContainText('500');
    await expect(balance).not.toHaveAttribute('data-stale', 'true');
    await expect(balance).not.toHaveAccessibleDescription(STALE[lang]);

    await context.setOffline(true);
    await expect(page.getByTestId('net-banner')).toHaveAttribute('data-state', 'reconnecting');
    await expect(balance).toHaveAttribute('data-stale', 'true');
    await expect(balance).toHaveAccessibleDescription(STALE[lang]);
    // the amount itself is still the one last known, as it was written
    await expect(balance).toContainText('500');
    await page.screenshot({ path: test.info().outputPath(`balance-stale-${lang}-${width}.png`) });

    // meanwhile the balance changed on the server: back online it is read again, and unmarked
    const admin = await adminApi(baseURL!);
    expect(
      (
        await admin.post(`/api/v1/admin/users/${player.userId}/credit`, {
          data: { amount: 25, direction: 'in' },
        })
      ).status(),
    ).toBe(200);
    await admin.dispose();
    await context.setOffline(false);
    await expect(balance).toContainText('525');
    await expect(balance).not.toHaveAttribute('data-stale', 'true');
    await expect(balance).not.toHaveAccessibleDescription(STALE[lang]);
    await page.screenshot({ path: test.info().outputPath(`balance-current-${lang}-${width}.png`) });
  });
