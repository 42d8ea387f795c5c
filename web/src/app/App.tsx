import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../api/query-client.ts';
import { BrowserRouter, Navigate, useRoutes } from 'react-router';
import { LanguageRoot, RootRedirect } from './LanguageRoot.tsx';
import { lazyPage } from './lazy-page.tsx';
import { GuestOnly, ProductForUsers, RegistrationOpen, RequireLogin } from './guards.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { Shell } from './shell/Shell.tsx';
import type { CasinoProductKey, ProductKey } from '@bet/shared';

// Home shows only the first route's texts: it is the page that must load fast.
const HomePage = lazyPage(() => import('../features/home/HomePage.tsx'), []);
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
const PromotionsPage = lazyPage(() => import('../features/promo/PromotionsPage.tsx'));
const BonusRequestPage = lazyPage(() => import('../features/promo/BonusRequestPage.tsx'));
const AffiliatePage = lazyPage(() => import('../features/promo/AffiliatePage.tsx'));
const AffiliateBannersPage = lazyPage(() => import('../features/promo/AffiliateBannersPage.tsx'));
const NotificationsPage = lazyPage(() => import('../features/account/NotificationsPage.tsx'));
const RegisterPage = lazyPage(() => import('../features/account/RegisterPage.tsx'));
const ForgotPasswordPage = lazyPage(() => import('../features/account/ForgotPasswordPage.tsx'));
const TransactionsPage = lazyPage(() => import('../features/account/TransactionsPage.tsx'));
const ChangePasswordPage = lazyPage(() => import('../features/account/ChangePasswordPage.tsx'));
const UserInformationPage = lazyPage(() => import('../features/account/UserInformationPage.tsx'));
const MyAccountPage = lazyPage(() => import('../features/account/MyAccountPage.tsx'));
const SettingsPage = lazyPage(() => import('../features/account/SettingsPage.tsx'));
const TimezonesPage = lazyPage(() => import('../features/account/TimezonesPage.tsx'));
const DepositPage = lazyPage(() => import('../features/payments/DepositPage.tsx'));
const WithdrawPage = lazyPage(() => import('../features/payments/WithdrawPage.tsx'));
const TransferRequestsPage = lazyPage(() => import('../features/payments/TransferRequestsPage.tsx'));
// page/{id}, support, others and contact: one part, which loads the content texts itself
const ContentPages = lazyPage(() => import('../features/content/ContentPages.tsx'));
// The dealer and admin panel: a part of its own that the player's site never downloads.
const CasinoPage = lazyPage(() => import('../features/casino/CasinoPage.tsx'));
/** A casino lobby (live casino, slots, virtual and TV games): open to guests, to users with its product status 1. */
const casino = (product: CasinoProductKey, key: ProductKey) => (
  <ProductForUsers product={key}>
    <CasinoPage key={product} product={product} />
  </ProductForUsers>
);
// The bingo room: its own chunk with its HTTP calls and its socket (its texts load with it).
const BingoPage = lazyPage(() => import('../features/bingo/BingoPage.tsx'));
const AdminApp = lazyPage(() => import('../features/admin/AdminApp.tsx'));
const TicketRoute = lazyPage(() =>
  import('../features/terminal/ticket-route.tsx').then((m) => ({ default: m.Component })),
);
const ShopCashRoute = lazyPage(() =>
  import('../features/terminal/shop-cash-route.tsx').then((m) => ({ default: m.Component })),
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

const loggedIn = (page: ReactNode) => <RequireLogin>{page}</RequireLogin>;
const guest = (page: ReactNode) => <GuestOnly>{page}</GuestOnly>;
const guestSignUp = (page: ReactNode) => (
  <GuestOnly>
    <RegistrationOpen>{page}</RegistrationOpen>
  </GuestOnly>
);

/**
 * Every page lives under /{lang}/. An unknown path inside a language says it was not found, with a
 * link home: showing Home there (the spec's first reading) hid broken links from players and us.
 */
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
      { path: 'admin/*', element: <AdminApp /> },
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
          {
            path: 'deposit',
            element: (
              <RequireLogin>
                <DepositPage />
              </RequireLogin>
            ),
          },
          {
            path: 'withdraw',
            element: (
              <RequireLogin>
                <WithdrawPage />
              </RequireLogin>
            ),
          },
          {
            path: 'transferRequest',
            element: (
              <RequireLogin>
                <TransferRequestsPage />
              </RequireLogin>
            ),
          },
          { path: 'ticket', element: <TicketRoute /> },
          { path: 'shop-cash', element: <ShopCashRoute /> },
          { path: 'promotions', element: <PromotionsPage /> },
          { path: 'livecasino', element: casino('live', 'casinoUser') },
          { path: 'casino', element: casino('slot', 'slotUser') },
          { path: 'virtualgames', element: casino('virtual', 'virtualUser') },
          { path: 'tvgames', element: casino('tv', 'tvgamesUser') },
          {
            path: 'bingo',
            element: (
              <ProductForUsers product="bingoUser">
                <BingoPage />
              </ProductForUsers>
            ),
          },
          {
            path: 'bonusRequest',
            element: (
              <RequireLogin>
                <BonusRequestPage />
              </RequireLogin>
            ),
          },
          {
            path: 'affiliate',
            element: (
              <RequireLogin>
                <AffiliatePage />
              </RequireLogin>
            ),
          },
          {
            path: 'affiliateBanner',
            element: (
              <RequireLogin>
                <AffiliateBannersPage />
              </RequireLogin>
            ),
          },
          {
            path: 'notifications',
            element: (
              <RequireLogin>
                <NotificationsPage />
              </RequireLogin>
            ),
          },
          { path: 'register', element: guestSignUp(<RegisterPage />) },
          { path: 'register/:affcode', element: guestSignUp(<RegisterPage />) },
          { path: 'forgotPassword', element: guest(<ForgotPasswordPage />) },
          { path: 'resetPassword/:passCode', element: guestSignUp(<ForgotPasswordPage />) },
          { path: 'transactions', element: loggedIn(<TransactionsPage />) },
          { path: 'changePassword', element: loggedIn(<ChangePasswordPage />) },
          { path: 'responsibleGaming', element: loggedIn(<MyAccountPage view="responsibleGaming" />) },
          { path: 'userInformation', element: loggedIn(<UserInformationPage />) },
          { path: 'myAccount', element: loggedIn(<MyAccountPage />) },
          { path: 'settings', element: loggedIn(<SettingsPage />) },
          { path: 'timezone', element: loggedIn(<TimezonesPage />) },
          { path: 'page/:id', element: <ContentPages view="page" /> },
          { path: 'support', element: <ContentPages view="support" /> },
          { path: 'others', element: <ContentPages view="others" /> },
          { path: 'contact', element: <ContentPages view="contact" /> },
          // The word players type for the live list.
          { path: 'live', element: <Navigate to="../livebets" replace /> },
          { path: '*', element: <NotFoundPage /> },
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
