import { expect, type Page } from '@playwright/test';

/** Header balance as a number, in English: '1,000.00 TL' → 1000. */
export async function balance(page: Page): Promise<number> {
  const text = await page.getByTestId('header-balance').innerText();
  return Number(text.split(' ')[0]!.replaceAll(',', ''));
}

/** Logs in through the login popup that opens over the page. */
export async function loginInPopup(page: Page, userName: string, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Username').fill(userName);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('header-balance')).toBeVisible();
}
