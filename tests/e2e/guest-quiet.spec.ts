import { expect, test } from '@playwright/test';
import { newPlayer } from './pages/shell-page.ts';

// A guest is not an error: the first page does not ask the server who the visitor is when no one
// signed in on this browser, so the console stays clean; a player who did is still recognised.
test("a guest's first page logs no error; a player's session is still read back after a reload", async ({
  page,
  baseURL,
}) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v1/me')) asked.push(r.url());
  });
  await page.goto('/tr/');
  await expect(page.getByTestId('match-row').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Giriş' })).toBeVisible();
  expect(errors).toEqual([]);
  expect(asked).toEqual([]);

  const player = await newPlayer(baseURL!);
  const login = await page.request.post('/api/v1/auth/login', {
    data: { userName: player.userName, password: player.password },
    headers: { 'x-requested-with': 'fetch' },
  });
  expect(login.status()).toBe(200);
  await page.reload();
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await page.request.post('/api/v1/auth/logout', { headers: { 'x-requested-with': 'fetch' } });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Giriş' })).toBeVisible();
});
