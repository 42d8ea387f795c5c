import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { hasProduct, type ProductKey } from '@bet/shared';
import { useSession } from '../state/session-store.ts';
import { useSiteSettings } from '../state/settings-store.ts';

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

/** Areas of the spec that are open to guests until they log in, then limited by product (sports, live). */
export function ProductForUsers({ product, children }: { product: ProductKey; children: ReactNode }) {
  const { lang = 'tr' } = useParams();
  const { known, user } = useKnownSession();
  if (!known) return null;
  if (user && !hasProduct(user, product)) return <Navigate to={`/${lang}/`} replace />;
  return children;
}

/** Logged-in-only pages: a guest goes to the login page, which comes back here afterwards. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { lang = 'tr' } = useParams();
  const location = useLocation();
  const { known, user } = useKnownSession();
  if (!known) return null;
  if (user) return children;
  const nextUrl = encodeURIComponent(location.pathname + location.search);
  return <Navigate to={`/${lang}/firstlogin?nextUrl=${nextUrl}`} replace />;
}

/** Logged-out-only pages send a logged-in user Home, unless the login_screen setting is 1. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { lang = 'tr' } = useParams();
  const { known, user } = useKnownSession();
  const loginScreen = useSiteSettings((s) => s.settings.login_screen === '1');
  if (!known) return null;
  return user && !loginScreen ? <Navigate to={`/${lang}/`} replace /> : children;
}
