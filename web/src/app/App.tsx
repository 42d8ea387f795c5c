import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../api/query-client.ts';
import { BrowserRouter, Navigate, useRoutes } from 'react-router';
import { LanguageRoot, RootRedirect } from './LanguageRoot.tsx';
import { lazyPage } from './lazy-page.tsx';
import { GuestOnly, ProductForUsers, RequireLogin } from './guards.tsx';
import { Shell } from './shell/Shell.tsx';

const HomePage = lazyPage(() => import('../features/home/HomePage.tsx'));
const FirstLoginPage = lazyPage(() => import('../features/account/FirstLoginPage.tsx'));
const LanguagesPage = lazyPage(() => import('../features/account/LanguagesPage.tsx'));
const SportBetsPage = lazyPage(() => import('../features/sports/SportBetsPage.tsx'));
const LiveBetsPage = lazyPage(() => import('../features/live/LiveBetsPage.tsx'));
const MatchDetailPage = lazyPage(() => import('../features/match/MatchDetailPage.tsx'));
const BetSlipPage = lazyPage(() => import('../features/betslip/BetSlipPage.tsx'));
const UpHighPage = lazyPage(() => import('../features/uphigh/UpHighPage.tsx'));
const CouponsPage = lazyPage(() => import('../features/coupons/CouponsPage.tsx'));
const CouponDetailPage = lazyPage(() => import('../features/coupons/CouponDetailPage.tsx'));
const CouponSharePage = lazyPage(() => import('../features/coupons/CouponSharePage.tsx'));
const CashoutPage = lazyPage(() => import('../features/cashout/CashoutPage.tsx'));
const ResultsPage = lazyPage(() => import('../features/results/ResultsPage.tsx'));
const FavoritesPage = lazyPage(() => import('../features/favorites/FavoritesPage.tsx'));
const NotificationsPage = lazyPage(() => import('../features/account/NotificationsPage.tsx'));
const TicketRoute = lazyPage(() =>
  import('../features/terminal/ticket-route.tsx').then((m) => ({ default: m.Component })),
);

/**
 * A route of the app: a path and what it shows, nothing else. The app runs react-router's
 * declarative router, without the data router (loaders, actions, a route's `lazy`), which every
 * first visit paid 16 KB of gzipped JavaScript for and nothing used. Those fields would be
 * ignored here without a word, so this type refuses them; pages load lazily through `lazyPage`
 * (React's `lazy` with a retry).
 */
type AppRoute =
  { index: true; element: ReactNode } | { path?: string; element: ReactNode; children?: AppRoute[] };

/** Every page lives under /{lang}/; unknown paths show Home, as the spec says. */
const routes: AppRoute[] = [
  {
    path: '/:lang',
    element: <LanguageRoot />,
    children: [
      {
        path: 'firstlogin',
        element: (
          <GuestOnly>
            <FirstLoginPage />
          </GuestOnly>
        ),
      },
      {
        element: <Shell />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'languages', element: <LanguagesPage /> },
          {
            path: 'sports',
            element: (
              <ProductForUsers product="sportUser">
                <SportBetsPage />
              </ProductForUsers>
            ),
          },
          {
            path: 'livebets',
            element: (
              <ProductForUsers product="liveUser">
                <LiveBetsPage />
              </ProductForUsers>
            ),
          },
          {
            path: 'matchdetail/:id',
            element: (
              <ProductForUsers product="sportsOrLive">
                <MatchDetailPage />
              </ProductForUsers>
            ),
          },
          {
            path: 'betslip',
            element: (
              <ProductForUsers product="sportsOrLive">
                <BetSlipPage />
              </ProductForUsers>
            ),
          },
          {
            path: 'uphigh',
            element: (
              <ProductForUsers product="sportUser">
                <UpHighPage />
              </ProductForUsers>
            ),
          },
          { path: 'highlights', element: <Navigate to="../uphigh?act=1" replace /> },
          { path: 'upcomings', element: <Navigate to="../uphigh?act=2" replace /> },
          {
            path: 'coupons',
            element: (
              <RequireLogin noShop>
                <ProductForUsers product="sportsOrLive">
                  <CouponsPage />
                </ProductForUsers>
              </RequireLogin>
            ),
          },
          {
            path: 'coupons/:id',
            element: (
              <RequireLogin noShop>
                <ProductForUsers product="sportsOrLive">
                  <CouponDetailPage />
                </ProductForUsers>
              </RequireLogin>
            ),
          },
          { path: 'couponShare/:id', element: <CouponSharePage /> },
          {
            path: 'cashout',
            element: (
              <RequireLogin noShop>
                <ProductForUsers product="sportsOrLive">
                  <CashoutPage />
                </ProductForUsers>
              </RequireLogin>
            ),
          },
          {
            path: 'results',
            element: (
              <ProductForUsers product="sportsOrLive">
                <ResultsPage />
              </ProductForUsers>
            ),
          },
          { path: 'favorites', element: <FavoritesPage /> },
          { path: 'ticket', element: <TicketRoute /> },
          {
            path: 'notifications',
            element: (
              <RequireLogin>
                <NotificationsPage />
              </RequireLogin>
            ),
          },
          { path: '*', element: <HomePage /> },
        ],
      },
    ],
  },
  { path: '*', element: <RootRedirect /> },
];

function Routes() {
  return useRoutes(routes);
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Routes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
