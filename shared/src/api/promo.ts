import { z } from 'zod';
import { ApiAmount, ApiCountParam, ApiId, ApiIdParam, Paging } from './common.ts';
import { isLanguageCode } from '../i18n/languages.ts';
import { MAX_CUTOFF } from '../promo/affiliate-rules.ts';

/**
 * Promotions, bonus requests, the week's top winners and the affiliate programme
 * (accounts-and-platform sections 2, 3 and 4). Amounts are major units, as everywhere in the API.
 */

/** A same-site path (`/promo/x.svg`) or an https address; nothing that could run script. */
const SafeImage = z
  .string()
  .trim()
  .max(500)
  .refine((v) => (v.startsWith('/') && !v.startsWith('//')) || /^https:\/\/[^\s]+$/i.test(v), {
    message: 'a path starting with / or an https:// address',
  });

/** Promotion: "bonusId, bonusImage, bannerTitle, content" (content is HTML the client sanitises). */
export const Promotion = z
  .object({
    bonusId: z.number().int(),
    bonusImage: z.string(),
    bannerTitle: z.string(),
    content: z.string(),
  })
  .meta({ id: 'Promotion' });
export type Promotion = z.infer<typeof Promotion>;

export const PromotionList = z
  .object({ results: z.array(Promotion), totalCount: z.number().int() })
  .meta({ id: 'PromotionList' });
export type PromotionList = z.infer<typeof PromotionList>;

export const BonusIdParams = z.object({ id: ApiIdParam });

/** Bonus: "id, title, status (0 waiting, 1 accepted, 2 denied), requestedExists"; status null before a request. */
export const Bonus = z
  .object({
    id: z.number().int(),
    title: z.string(),
    status: z.number().int().nullable(),
    requestedExists: z.number().int(),
  })
  .meta({ id: 'Bonus' });
export type Bonus = z.infer<typeof Bonus>;

export const BonusList = z
  .object({ results: z.array(Bonus), totalCount: z.number().int() })
  .meta({ id: 'BonusList' });
export type BonusList = z.infer<typeof BonusList>;

/** The answer to a bonus request: the bonus as it now stands (sending it again answers the same). */
export const BonusRequested = Bonus.meta({ id: 'BonusRequested' });

/** The back office's promotion (one row is both the promotion and the bonus a player may request). */
export const AdminPromotion = z
  .object({
    id: z.number().int(),
    title: z.string(),
    image: z.string(),
    content: z.string(),
    /** null: every language that has no translation of it */
    lang: z.string().nullable(),
    /** the promotion this one translates into `lang` */
    translationOf: z.number().int().nullable(),
    active: z.number().int(),
    /** 1: players may request it as a bonus */
    requestable: z.number().int(),
    /** credited when a request is accepted; 0 none */
    amount: z.number(),
    sort: z.number().int(),
  })
  .meta({ id: 'AdminPromotion' });
export type AdminPromotion = z.infer<typeof AdminPromotion>;

export const PromotionCreate = z
  .object({
    title: z.string().trim().min(1).max(200),
    image: SafeImage,
    content: z.string().trim().max(20_000).default(''),
    lang: z
      .string()
      .refine((v) => isLanguageCode(v), { message: 'a language code of the site' })
      .nullable()
      .default(null),
    /** a promotion for every language that this one translates into `lang` */
    translationOf: ApiId.nullable().default(null),
    active: z.number().int().min(0).max(1).default(1),
    requestable: z.number().int().min(0).max(1).default(1),
    amount: ApiAmount.refine((n) => n >= 0, { message: 'must not be negative' }).default(0),
    sort: z.number().int().min(-1000).max(1000).default(0),
  })
  .refine((p) => p.translationOf === null || p.lang !== null, {
    message: 'a translation names its language',
    path: ['lang'],
  })
  .meta({ id: 'PromotionCreate' });
export type PromotionCreate = z.input<typeof PromotionCreate>;

export const BonusRequestQuery = Paging.extend({
  status: z.coerce.number().int().min(0).max(2).optional(),
});

export const AdminBonusRequest = z
  .object({
    id: z.number().int(),
    bonusId: z.number().int(),
    title: z.string(),
    userId: z.number().int(),
    userName: z.string(),
    status: z.number().int(),
    amount: z.number(),
    createdAt: z.string(),
    decidedAt: z.string().nullable(),
  })
  .meta({ id: 'AdminBonusRequest' });
export type AdminBonusRequest = z.infer<typeof AdminBonusRequest>;

export const AdminBonusRequestList = z
  .object({ results: z.array(AdminBonusRequest), totalCount: z.number().int() })
  .meta({ id: 'AdminBonusRequestList' });

/** The back office's decision: 1 accepted (credits the bonus's amount) or 2 denied. Final. */
export const BonusDecisionBody = z
  .object({ status: z.union([z.literal(1), z.literal(2)]) })
  .meta({ id: 'BonusDecision' });

/** One of the week's top winners; the name is shortened so players cannot be found by it. */
export const TopWinner = z.object({
  userName: z.string(),
  amount: z.number(),
  currency: z.string(),
  ticketType: z.string(),
  wonAt: z.string(),
});
export const TopWinnerList = z
  .object({ results: z.array(TopWinner), totalCount: z.number().int(), from: z.string() })
  .meta({ id: 'TopWinnerList' });
export type TopWinnerList = z.infer<typeof TopWinnerList>;

// ---------------------------------------------------------------- affiliates

/**
 * Affiliate: status (0 none or pending, 1 active, 2 refused), pending request, share in basis
 * points (hundredths of a percent: 1250 is 12.5 %), cutoff, link.
 */
export const AffiliateState = z
  .object({
    status: z.number().int(),
    /** a request waits for the back office (the pending notice) */
    requested: z.boolean(),
    percentBp: z.number().int(),
    cutoff: z.number().int(),
    /** the code sign-ups carry: {origin}/{lang}/register/{affiliateLink} */
    affiliateLink: z.string().nullable(),
  })
  .meta({ id: 'AffiliateState' });
export type AffiliateState = z.infer<typeof AffiliateState>;

/** Which period: a year (current − 3 … current), a month and, for weekly affiliates, a week of it. */
export const AffiliatePeriodQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  month: z.coerce.number().int().min(1).max(12).optional(),
  week: z.coerce.number().int().min(1).max(5).optional(),
});
export const AffiliatePageQuery = AffiliatePeriodQuery.extend({
  offset: ApiCountParam.default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

const Period = z.object({ from: z.string(), to: z.string() });

/** Affiliate info: totalUser, amountE (income), amountA (expense), and the win when positive. */
export const AffiliateSummary = z
  .object({
    period: Period,
    totalUser: z.number().int(),
    /** what the affiliate's players staked in the period */
    amountE: z.number(),
    /** what went back to them: wins, sales and bonuses */
    amountA: z.number(),
    /** the affiliate's share in basis points (1250 is 12.5 %) */
    percentBp: z.number().int(),
    /** (income − expense) × percentBp / 10 000; null unless positive */
    win: z.number().nullable(),
    currency: z.string(),
  })
  .meta({ id: 'AffiliateSummary' });
export type AffiliateSummary = z.infer<typeof AffiliateSummary>;

/** Affiliate user: userName, email, credit, createdAt, status (1 active else passive). */
export const AffiliateUser = z.object({
  userName: z.string(),
  email: z.string(),
  credit: z.number(),
  createdAt: z.string(),
  status: z.number().int(),
});
export const AffiliateUserList = z
  .object({ results: z.array(AffiliateUser), totalCount: z.number().int() })
  .meta({ id: 'AffiliateUserList' });
export type AffiliateUserList = z.infer<typeof AffiliateUserList>;

/** Finance row: userName, type, amount, ticketId, transType (1 an expense of the player, else income). */
export const AffiliateMovement = z.object({
  id: z.number().int(),
  userName: z.string(),
  type: z.string(),
  amount: z.number(),
  ticketId: z.string(),
  transType: z.number().int(),
  processDate: z.string(),
});
export const AffiliateMovementList = z
  .object({ results: z.array(AffiliateMovement), totalCount: z.number().int() })
  .meta({ id: 'AffiliateMovementList' });
export type AffiliateMovementList = z.infer<typeof AffiliateMovementList>;

const AffiliateCouponLine = z.object({
  home: z.string(),
  away: z.string(),
  matchDate: z.string(),
  marketName: z.string(),
  outcomeName: z.string(),
  odds: z.number(),
  status: z.number().int(),
});

/** Affiliate coupon, with its lines for the row's detail expansion. */
export const AffiliateCoupon = z.object({
  id: z.number().int(),
  ticketId: z.string(),
  username: z.string(),
  userId: z.number().int(),
  ticketDate: z.string(),
  totalStake: z.number(),
  income: z.number(),
  maxPay: z.number(),
  ticketType: z.string(),
  isLive: z.number().int(),
  totalTipps: z.number().int(),
  systemCombi: z.string(),
  status: z.number().int(),
  totalTickets: z.number().int(),
  lines: z.array(AffiliateCouponLine),
});
export const AffiliateCouponList = z
  .object({ results: z.array(AffiliateCoupon), totalCount: z.number().int() })
  .meta({ id: 'AffiliateCouponList' });
export type AffiliateCouponList = z.infer<typeof AffiliateCouponList>;

/** Affiliate banners: the list and the caller's code their snippets link with. */
export const AffiliateBanner = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export const AffiliateBannerList = z
  .object({ results: z.array(AffiliateBanner), totalCount: z.number().int(), affCode: z.string().nullable() })
  .meta({ id: 'AffiliateBannerList' });
export type AffiliateBannerList = z.infer<typeof AffiliateBannerList>;

export const AffiliateUserIdParams = z.object({ userId: ApiIdParam });

export const AdminAffiliate = z
  .object({
    userId: z.number().int(),
    userName: z.string(),
    status: z.number().int(),
    /** basis points (1250 is 12.5 %) */
    percentBp: z.number().int(),
    cutoff: z.number().int(),
    affiliateLink: z.string().nullable(),
    requestedAt: z.string(),
  })
  .meta({ id: 'AdminAffiliate' });
export type AdminAffiliate = z.infer<typeof AdminAffiliate>;

export const AdminAffiliateList = z
  .object({ results: z.array(AdminAffiliate), totalCount: z.number().int() })
  .meta({ id: 'AdminAffiliateList' });

export const AdminAffiliateQuery = Paging.extend({
  status: z.coerce.number().int().min(0).max(2).optional(),
});

/**
 * The back office's decision on an affiliate: 1 activates (a code is made once and kept), 2
 * refuses; the share in basis points (0 to 10 000: 1250 is 12.5 %) and the cutoff set the terms.
 */
/** An affiliate's share is at most the whole: 100 % in basis points. */
export const MAX_AFFILIATE_PERCENT_BP = 10_000;

export const AffiliateDecisionBody = z
  .object({
    status: z.union([z.literal(1), z.literal(2)]),
    percentBp: z.number().int().min(0).max(MAX_AFFILIATE_PERCENT_BP).optional(),
    cutoff: z.number().int().min(0).max(MAX_CUTOFF).optional(),
  })
  // A field it does not know (the former float `percent`) is refused rather than dropped unseen.
  .strict()
  .meta({ id: 'AffiliateDecision' });
export type AffiliateDecisionBody = z.infer<typeof AffiliateDecisionBody>;
