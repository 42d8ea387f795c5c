import type { ComponentType } from 'react';
import { ACCESS_ROLES, type Role } from '@bet/shared';
import { lazyPage } from '../../app/lazy-page.tsx';
import type { PanelIconName } from './PanelIcon.tsx';

/**
 * The panel's pages, in menu order: the one list the routes and the menu are made from. A page is
 * added by adding an entry here (its component loads lazily, on first visit).
 */
export interface PanelPage {
  /** below /{lang}/admin/ ('' is the dashboard); may hold route parameters */
  path: string;
  /** i18next key of its menu entry and page title */
  titleKey: string;
  icon: PanelIconName;
  /** who may open it; everyone else is sent to the dashboard */
  roles: readonly Role[];
  /** false: reached from another page (a user's page), not listed in the menu */
  inMenu?: boolean;
  Component: ComponentType;
}

/** Dealers of every level and the admin: those who manage a subtree. */
const MANAGERS = ACCESS_ROLES.manager;
/** Everyone the panel admits, partners included. */
export const PANEL_ROLES: readonly Role[] = ACCESS_ROLES.panel;

/** The operator alone: the back office of the site. */
const ADMIN = ACCESS_ROLES.admin;

export const PANEL_PAGES: readonly PanelPage[] = [
  {
    path: '',
    titleKey: 'panel.nav.dashboard',
    icon: 'dashboard',
    roles: PANEL_ROLES,
    Component: lazyPage(() => import('./dashboard/DashboardPage.tsx')),
  },
  {
    path: 'network',
    titleKey: 'panel.nav.network',
    icon: 'network',
    roles: MANAGERS,
    Component: lazyPage(() => import('./network/NetworkPage.tsx')),
  },
  {
    path: 'network/:id',
    titleKey: 'panel.nav.user',
    icon: 'network',
    roles: MANAGERS,
    inMenu: false,
    Component: lazyPage(() => import('./network/UserPage.tsx')),
  },
  {
    path: 'finance',
    titleKey: 'panel.nav.finance',
    icon: 'finance',
    roles: MANAGERS,
    Component: lazyPage(() => import('./finance/FinancePage.tsx')),
  },
  {
    path: 'coupons',
    titleKey: 'panel.nav.coupons',
    icon: 'coupons',
    roles: MANAGERS,
    Component: lazyPage(() => import('./coupons/CouponsPage.tsx')),
  },
  {
    path: 'reports',
    titleKey: 'panel.nav.reports',
    icon: 'reports',
    roles: MANAGERS,
    Component: lazyPage(() => import('./reports/ReportsPage.tsx')),
  },
  {
    path: 'terminals',
    titleKey: 'panel.nav.terminals',
    icon: 'terminals',
    roles: MANAGERS,
    Component: lazyPage(() => import('./terminals/TerminalsPage.tsx')),
  },
  {
    path: 'shifts',
    titleKey: 'panel.nav.shifts',
    icon: 'shifts',
    roles: MANAGERS,
    Component: lazyPage(() => import('./shifts/ShiftsPage.tsx')),
  },
  {
    path: 'payout-approvals',
    titleKey: 'panel.nav.approvals',
    icon: 'approvals',
    roles: MANAGERS,
    Component: lazyPage(() => import('./payouts/PayoutApprovalsPage.tsx')),
  },
  {
    path: 'payments',
    titleKey: 'panel.nav.payments',
    icon: 'finance',
    roles: MANAGERS,
    Component: lazyPage(() => import('./payments/PaymentRequestsPage.tsx')),
  },
  {
    path: 'site/settings',
    titleKey: 'panel.nav.siteSettings',
    icon: 'site',
    roles: ADMIN,
    Component: lazyPage(() => import('./site/SiteSettingsPage.tsx')),
  },
  {
    path: 'site/pages',
    titleKey: 'panel.nav.sitePages',
    icon: 'site',
    roles: ADMIN,
    Component: lazyPage(() => import('./site/SitePagesPage.tsx')),
  },
  {
    path: 'site/banners',
    titleKey: 'panel.nav.siteBanners',
    icon: 'site',
    roles: ADMIN,
    Component: lazyPage(() => import('./site/SiteBannersPage.tsx')),
  },
  {
    path: 'site/messages',
    titleKey: 'panel.nav.siteMessages',
    icon: 'site',
    roles: ADMIN,
    Component: lazyPage(() => import('./site/SiteMessagesPage.tsx')),
  },
  {
    path: 'feed',
    titleKey: 'panel.nav.feed',
    icon: 'feed',
    roles: ADMIN,
    Component: lazyPage(() => import('./feed/FeedPage.tsx')),
  },
  {
    path: 'sports',
    titleKey: 'panel.nav.sportsData',
    icon: 'sports',
    roles: ADMIN,
    Component: lazyPage(() => import('./sports/SportsDataPage.tsx')),
  },
  {
    path: 'casino',
    titleKey: 'panel.nav.casino',
    icon: 'site',
    roles: ADMIN,
    Component: lazyPage(() => import('./casino/CasinoCataloguePage.tsx')),
  },
  {
    path: 'casino/jackpots',
    titleKey: 'panel.nav.jackpots',
    icon: 'site',
    roles: ADMIN,
    Component: lazyPage(() => import('./casino/JackpotPoolsPage.tsx')),
  },
  {
    path: 'results',
    titleKey: 'panel.nav.resultDesk',
    icon: 'results',
    roles: ADMIN,
    Component: lazyPage(() => import('./sports/ResultDeskPage.tsx')),
  },
  {
    path: 'ticker',
    titleKey: 'panel.nav.ticker',
    icon: 'ticker',
    roles: MANAGERS,
    Component: lazyPage(() => import('./coupons/TickerPage.tsx')),
  },
  {
    path: 'liability',
    titleKey: 'panel.nav.liability',
    icon: 'liability',
    roles: ADMIN,
    Component: lazyPage(() => import('./sports/LiabilityPage.tsx')),
  },
  {
    path: 'responsible-gaming',
    titleKey: 'panel.nav.responsibleGaming',
    icon: 'responsibleGaming',
    roles: MANAGERS,
    Component: lazyPage(() => import('./responsible-gaming/RgPlayersPage.tsx')),
  },
  {
    path: 'responsible-gaming/:id',
    titleKey: 'panel.nav.rgPlayer',
    icon: 'responsibleGaming',
    roles: MANAGERS,
    inMenu: false,
    Component: lazyPage(() => import('./responsible-gaming/RgPlayerPage.tsx')),
  },
  {
    path: 'limits',
    titleKey: 'panel.nav.tradingLimits',
    icon: 'limits',
    roles: ADMIN,
    Component: lazyPage(() => import('./trading/TradingLimitsPage.tsx')),
  },
  {
    path: 'audit',
    titleKey: 'panel.nav.audit',
    icon: 'audit',
    roles: MANAGERS,
    Component: lazyPage(() => import('./audit/AuditPage.tsx')),
  },
  {
    path: 'system-log',
    titleKey: 'panel.nav.systemLog',
    icon: 'audit',
    roles: ADMIN,
    Component: lazyPage(() => import('./audit/SystemLogPage.tsx')),
  },
];

export const mayOpenPanel = (role: string | undefined): boolean =>
  !!role && (PANEL_ROLES as readonly string[]).includes(role);

export const mayOpenPage = (page: PanelPage, role: string | undefined): boolean =>
  !!role && (page.roles as readonly string[]).includes(role);

/** The page a path below /{lang}/admin/ shows ('network/12' → the user's page), for the title. */
export function pageOfPath(rest: string): PanelPage | undefined {
  const parts = rest.split('/').filter(Boolean);
  return PANEL_PAGES.find((p) => {
    const want = p.path.split('/').filter(Boolean);
    return want.length === parts.length && want.every((w, i) => w.startsWith(':') || w === parts[i]);
  });
}
