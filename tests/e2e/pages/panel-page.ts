import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PREMIER_LEAGUE } from './hand-made-match.ts';
import { adminApi, apiAs } from './shell-page.ts';

/** The simulated world's football and England (the Premier League's sport and country). */
export const FOOTBALL = 1;
export const ENGLAND = 101;

/** The dealer panel under /{lang}/admin: its login, menu and pages. */
export class PanelPage {
  constructor(readonly page: Page) {}

  async open(lang: string, path = '') {
    await this.page.goto(`/${lang}/admin${path ? `/${path}` : ''}`);
  }

  /**
   * Logs in through the API and opens the panel's page: what a spec is about is the page, and a
   * page load with a form less per test is a good part of the suite's time (the form has its own
   * spec: `loginWithForm`).
   */
  async login(lang: string, userName: string, password: string, path = '') {
    const res = await this.page.request.post('/api/v1/auth/login', {
      data: { userName, password },
      headers: { 'X-Requested-With': 'fetch' },
    });
    expect(res.status(), `login of ${userName}`).toBe(200);
    await this.open(lang, path);
    await expect(this.page.getByTestId('panel')).toBeVisible();
  }

  /** Logs in on the panel's own login page and waits for the panel. */
  async loginWithForm(lang: string, userName: string, password: string, path = '') {
    await this.open(lang, path);
    await expect(this.page).toHaveURL(new RegExp(`/${lang}/admin/login`));
    const form = this.page.locator('.panel-login form');
    await form.locator('input[name="userName"]').fill(userName);
    await form.locator('input[name="password"]').fill(password);
    await form.locator('button[type="submit"]').click();
    await expect(this.page.getByTestId('panel')).toBeVisible();
  }

  nav() {
    return this.page.getByTestId('panel-nav');
  }

  /** On the sports desk, opens football → England and selects the Premier League. */
  async selectPremierLeague() {
    const tree = this.page.getByTestId('sports-tree');
    const node = (kind: string, id: number) =>
      tree.locator(`[data-testid="catalogue-node"][data-kind="${kind}"][data-id="${id}"]`);
    await node('sport', FOOTBALL).getByTestId('catalogue-toggle').first().click();
    await node('country', ENGLAND).getByTestId('catalogue-toggle').first().click();
    await node('league', PREMIER_LEAGUE).getByTestId('catalogue-select').click();
  }

  /** Goes to a page through the menu (the drawer on a phone). */
  async go(testId: string) {
    const button = this.page.getByTestId('panel-menu-button');
    if (await button.isVisible()) {
      await button.click();
      await expect(this.nav()).toBeVisible();
    }
    await this.page.getByTestId(`panel-nav-${testId}`).click();
  }
}

/**
 * A dealer of its own for one test, under the admin, with `credit` TRY and an opening limit, so
 * balances and networks never meet another test's.
 */
export async function newDealer(
  baseURL: string,
  credit = 1000,
  role: 'dealer' | 'topDealer' = 'dealer',
): Promise<{ userName: string; password: string; userId: number }> {
  const admin = await adminApi(baseURL);
  try {
    const userName = `dl${Math.random().toString(36).slice(2, 9)}`;
    const password = 'dealer1234';
    const created = await admin.post('/api/v1/admin/users', {
      data: {
        userName,
        password,
        role,
        products: { sportUser: { status: 1 }, liveUser: { status: 1 } },
        permissions: { couponCancel: 1, sellCoupon: 1 },
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

/** A dealer of its own with a player under it (sports and live on, `credit` TRY from the dealer). */
export async function newDealerWithPlayer(baseURL: string, credit = 300) {
  const dealer = await newDealer(baseURL, 2000);
  const dealerApi = await apiAs(baseURL, dealer.userName, dealer.password);
  const userName = `pl${Math.random().toString(36).slice(2, 9)}`;
  const created = await dealerApi.post('/api/v1/admin/users', {
    data: {
      userName,
      password: 'player1234',
      role: 'player',
      parentId: dealer.userId,
      products: { sportUser: { status: 1 }, liveUser: { status: 1 } },
    },
  });
  expect(created.status()).toBe(201);
  const { userId } = (await created.json()) as { userId: number };
  const paid = await dealerApi.post(`/api/v1/admin/users/${userId}/credit`, {
    data: { amount: credit, direction: 'in' },
  });
  expect(paid.status()).toBe(200);
  const playerApi = await apiAs(baseURL, userName, 'player1234');
  return { dealer, dealerApi, player: { userName, userId, api: playerApi } };
}

interface ListedMatch {
  id: number;
  active: boolean;
  betStatus: string;
  markets?: Array<{
    id: number;
    active: boolean;
    outcomes: Array<{ id: number; odd: number; active: boolean }>;
  }>;
}

/**
 * Places a single of `stake` on the first match of a list (`/api/v1/matches?...` or `/live?...`)
 * that takes one (some need more matches on the coupon); its ticket id.
 */
export async function placeSingle(api: APIRequestContext, path: string, stake: number): Promise<string> {
  const list = (await (await api.get(path)).json()) as { results: ListedMatch[] };
  let tried = 0;
  for (const m of list.results) {
    if (!m.active || m.betStatus !== 'started') continue;
    const market = (m.markets ?? []).find(
      (k) => k.active && k.outcomes.some((o) => o.active && o.odd > 1.05),
    );
    const outcome = market?.outcomes.find((o) => o.active && o.odd > 1.05);
    if (!market || !outcome) continue;
    if (++tried > 30) break;
    const res = await api.post('/api/v1/coupons', {
      data: {
        idempotencyKey: `e2e-${Math.random()}`,
        stake,
        oddChangeOk: true,
        picks: [{ matchId: m.id, marketId: market.id, outcomeId: outcome.id, odd: outcome.odd }],
      },
    });
    if (res.status() === 201) return ((await res.json()) as { ticketId: string }).ticketId;
  }
  throw new Error(`no single coupon could be placed from ${path}`);
}
