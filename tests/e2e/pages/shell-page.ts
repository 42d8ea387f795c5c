import { expect, request, type APIRequestContext, type Page } from '@playwright/test';
import { CaptchaResponse, ErrorBody } from '@bet/shared';
import { captchaAnswer } from './server-db.ts';

/** The application shell: header, side menus, footer and the popups over them. */
export class ShellPage {
  constructor(readonly page: Page) {}

  leftMenu() {
    return this.page.locator('.side-menu.left');
  }

  rightMenu() {
    return this.page.locator('.side-menu.right');
  }

  async openLeftMenu() {
    await this.page.getByTestId('menu-button').click();
    await expect(this.leftMenu()).toHaveClass(/open/);
  }

  /** Logs in from the right menu of the header. */
  async login(userName: string, password: string) {
    await this.page.locator('header .login-button').click();
    const menu = this.rightMenu();
    await expect(menu).toHaveClass(/open/);
    await menu.locator('input[name="userName"]').fill(userName);
    await menu.locator('input[name="password"]').fill(password);
    await menu.locator('button[type="submit"]').click();
    await expect(this.page.getByTestId('header-balance')).toBeVisible();
  }

  announcement() {
    return this.page.getByTestId('announcement');
  }
}

/**
 * An API client logged in as a demo user, for what a test sets up through the admin API. Specs log
 * one name in from many places at once, and the server asks the fourth login in flight for its
 * captcha (see login-captcha.spec.ts): the client then answers it, as a person would.
 */
export async function apiAs(baseURL: string, userName: string, password: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { 'x-requested-with': 'fetch' } });
  let res = await api.post('/api/v1/auth/login', { data: { userName, password } });
  const refused = res.status() === 403 ? ErrorBody.safeParse(await res.json()).data?.error : undefined;
  const asked =
    refused?.code === 'captchaRequired' && CaptchaResponse.safeParse(refused.details?.['captcha']).data;
  if (asked) {
    const { captchaId } = asked;
    const captcha = captchaAnswer(captchaId, baseURL);
    res = await api.post('/api/v1/auth/login', { data: { userName, password, captchaId, captcha } });
  }
  expect(res.status(), `${userName}'s login: ${(await res.text()).slice(0, 200)}`).toBe(200);
  return api;
}

export const adminApi = (baseURL: string) => apiAs(baseURL, 'admin', 'admin1234');

/**
 * A player of its own for one test (made by the admin, with sports and live on and `credit` TRY),
 * so balances and sessions never meet another test's.
 */
export async function newPlayer(
  baseURL: string,
  credit = 500,
  /** more of the admin's user fields, e.g. onlineUser 1 for a player who may use payments and bonuses */
  more: Record<string, unknown> = {},
): Promise<{ userName: string; password: string; userId: number }> {
  const admin = await adminApi(baseURL);
  try {
    const userName = `e2e${Math.random().toString(36).slice(2, 9)}`;
    const password = 'player1234';
    const created = await admin.post('/api/v1/admin/users', {
      data: {
        userName,
        password,
        role: 'player',
        products: { sportUser: { status: 1 }, liveUser: { status: 1 } },
        ...more,
      },
    });
    expect(created.status()).toBe(201);
    const { userId } = (await created.json()) as { userId: number };
    const paid = await admin.post(`/api/v1/admin/users/${userId}/credit`, {
      data: { amount: credit, direction: 'in' },
    });
    expect(paid.status()).toBe(200);
    return { userName, password, userId };
  } finally {
    await admin.dispose();
  }
}
