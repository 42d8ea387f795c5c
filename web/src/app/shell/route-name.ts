/**
 * The spec's route name of a path under /{lang}/: '' is Home; otherwise the first segment, in
 * lower case ('betslip', 'coupons', 'favorites', ...). The shell's header, footer and popups
 * follow it.
 */
export function routeName(pathname: string): string {
  const first =
    pathname
      .replace(/^\/[a-z]{2}(?=\/|$)/i, '')
      .split('/')
      .filter(Boolean)[0] ?? '';
  return first === '' ? 'home' : first.toLowerCase();
}

/** Favorites is the spec's FavoritesLive: the footer is hidden there (and on Login). */
export function shellRouteName(pathname: string): string {
  const name = routeName(pathname);
  return name === 'favorites' ? 'favoritesLive' : name;
}
