/**
 * The first path segment of every page this app has a screen for (see App.tsx). The spec's menus
 * also name areas not built yet (casino, deposits, account pages...); an entry whose page is not
 * here is shown as 'coming soon' instead of a link that the catch-all route would turn into Home.
 */
export const BUILT_PAGES: ReadonlySet<string> = new Set([
  '',
  'languages',
  'firstlogin',
  'sports',
  'livebets',
  'live',
  'matchdetail',
  'betslip',
  'uphigh',
  'highlights',
  'upcomings',
  'coupons',
  'couponShare',
  'cashout',
  'results',
  'favorites',
  'ticket',
  'shop-cash',
  'notifications',
  'register',
  'forgotPassword',
  'resetPassword',
  'transactions',
  'changePassword',
  'responsibleGaming',
  'userInformation',
  'myAccount',
  'settings',
  'timezone',
  'deposit',
  'withdraw',
  'transferRequest',
  'promotions',
  'livecasino',
  'casino',
  'virtualgames',
  'tvgames',
  'bingo',
  'bonusRequest',
  'affiliate',
  'affiliateBanner',
  'page',
  'support',
  'others',
  'contact',
  'admin',
]);

/** Whether a path inside the language ('coupons/12', 'uphigh?act=1', '') leads to a built page. */
export function pageBuilt(path: string): boolean {
  return BUILT_PAGES.has(path.split(/[/?#]/)[0] ?? '');
}
