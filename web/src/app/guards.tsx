import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { hasProduct, isShopUser, safeNextPath, type ProductKey } from '@bet/shared';
import { useSession } from '../state/session-store.ts';
import { useSiteSettings } from '../state/settings-store.ts';
import { useUi } from '../state/ui-store.ts';

/** Waits for the first answer of `GET /me` so guards never decide on a user they do not know yet. */
function useKnownSession() {
  const status = useSession((s) => s.status);
  const user = useSession((s) => s.user);
  return { known: status !== 'unknown', user };
}

/** Product areas need the user's status for them to be 1; everyone else goes Home (spec section 2). */
export function RequireProduct({ product, children }: { product: ProductKey; children: ReactNode }) {
  const { lang = 'tr' } = useParams();
  const { known, user } = useKnownSession();
  if (!known) return null;
  return hasProduct(user, product) ? children : <Navigate to={`/${lang}/`} replace />;
}

/**
 * Areas open to guests until they log in, then limited by product: sports needs sportUser, live
 * needs liveUser, and "coupons, results, betslip, cashout and match detail need liveUser or
 * sportUser; otherwise redirect to Home" (sports-betting section 6).
 */
export function ProductForUsers({
  product,
  children,
}: {
  product: ProductKey | 'sportsOrLive';
  children: ReactNode;
}) {
  const { lang = 'tr' } = useParams();
  const { known, user } = useKnownSession();
  if (!known) return null;
  const allowed =
    product === 'sportsOrLive'
      ? hasProduct(user, 'sportUser') || hasProduct(user, 'liveUser')
      : hasProduct(user, product);
  if (user && !allowed) return <Navigate to={`/${lang}/`} replace />;
  return children;
}

/**
 * Logged-in-only pages. "The my-coupons page redirects to Home when there is no user": a guest goes
 * Home with the login popup open, and comes back here once logged in.
 */
export function RequireLogin({ children, noShop = false }: { children: ReactNode; noShop?: boolean }) {
  const { lang = 'tr' } = useParams();
  const location = useLocation();
  const { known, user } = useKnownSession();
  const openLoginPopup = useUi((s) => s.openLoginPopup);
  const sessionEnded = useSession((s) => s.sessionEnded);
  const guest = known && !user;
  const here = location.pathname + location.search;
  useEffect(() => {
    if (guest && !sessionEnded) openLoginPopup(here);
  }, [guest, sessionEnded, here, openLoginPopup]);
  if (!known) return null;
  if (!user) return <Navigate to={sessionEnded ? loginAfterEnd(lang, here) : `/${lang}/`} replace />;
  // Type F: "no cash-out", "no My coupons".
  if (noShop && isShopUser(user)) return <Navigate to={`/${lang}/`} replace />;
  return children;
}

/**
 * Logged-out-only pages send a logged-in user Home, or to the page the link asks to return to
 * (`next`, `nextUrl`; only a path of this site), unless the login_screen setting is 1.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { lang = 'tr' } = useParams();
  const [query] = useSearchParams();
  const { known, user } = useKnownSession();
  const loginScreen = useSiteSettings((s) => s.settings['login_screen'] === '1');
  if (!known) return null;
  if (!user || loginScreen) return children;
  const next = safeNextPath(query.get('next') ?? query.get('nextUrl'));
  return <Navigate to={next ?? `/${lang}/`} replace />;
}

/**
 * "When login_screen is 1 the site requires login first, and logout returns to Login with
 * nextUrl": every page of the shell sends a guest to Login, which comes back afterwards.
 */
export function LoginScreenGate() {
  const { lang = 'tr' } = useParams();
  const location = useLocation();
  const { known, user } = useKnownSession();
  const loaded = useSiteSettings((s) => s.loaded);
  const loginScreen = useSiteSettings((s) => s.settings['login_screen'] === '1');
  const sessionEnded = useSession((s) => s.sessionEnded);
  // After a session ended, SessionEndedRedirect sends the user to the login with `next`.
  if (!known || !loaded || user || !loginScreen || sessionEnded) return null;
  const nextUrl = encodeURIComponent(location.pathname + location.search);
  return <Navigate to={`/${lang}/firstlogin?nextUrl=${nextUrl}`} replace />;
}

/** The login page after a session ended here, with the page to come back to. */
export const loginAfterEnd = (lang: string, here: string) =>
  `/${lang}/firstlogin?next=${encodeURIComponent(here)}`;

/**
 * When the session ends (time limit, or ended elsewhere) on any page, the user goes to the login
 * and comes back to that page afterwards.
 */
export function SessionEndedRedirect() {
  const { lang = 'tr' } = useParams();
  const location = useLocation();
  const ended = useSession((s) => s.sessionEnded && !s.user);
  if (!ended) return null;
  return <Navigate to={loginAfterEnd(lang, location.pathname + location.search)} replace />;
}

/** Register and reset password exist "only when registration is not disabled"; otherwise Home. */
export function RegistrationOpen({ children }: { children: ReactNode }) {
  const { lang = 'tr' } = useParams();
  const loaded = useSiteSettings((s) => s.loaded);
  const disabled = useSiteSettings((s) => s.settings['register_disabled'] === '1');
  if (!loaded) return null;
  return disabled ? <Navigate to={`/${lang}/`} replace /> : children;
}
