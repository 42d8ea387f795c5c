import { route } from './route.ts';
import {
  AdminAffiliate,
  AdminAffiliateList,
  AdminAffiliateQuery,
  AffiliateBannerList,
  AffiliateCouponList,
  AffiliateDecisionBody,
  AffiliateMovementList,
  AffiliatePageQuery,
  AffiliatePeriodQuery,
  AffiliateState,
  AffiliateSummary,
  AffiliateUserIdParams,
  AffiliateUserList,
} from '../api/promo.ts';

/** The affiliate programme: becoming an affiliate, its manager and banners, and the back office's decision. */
export const affiliates = {
  state: route({
    method: 'get',
    path: '/affiliate',
    tag: 'affiliates',
    summary: "The caller's affiliate status, pending request, percent, cutoff and link code",
    access: 'user',
    response: AffiliateState,
  }),
  request: route({
    method: 'post',
    path: '/affiliate/request',
    tag: 'affiliates',
    summary:
      'Asks to become an affiliate (201, pending). 409 affiliateRequestExists when one was made; ' +
      '403 affiliateNotAllowed for users who are not online users or when the programme is off',
    access: 'user',
    response: AffiliateState,
    status: 201,
  }),
  summary: route({
    method: 'get',
    path: '/affiliate/summary',
    tag: 'affiliates',
    summary:
      "A period's figures of an active affiliate: players signed up with its code, their stakes " +
      '(amountE), what went back to them (amountA) and the win when positive. 403 affiliateNotActive; ' +
      '422 affiliatePeriodInvalid for a week the month does not have',
    access: 'user',
    query: AffiliatePeriodQuery,
    response: AffiliateSummary,
  }),
  users: route({
    method: 'get',
    path: '/affiliate/users',
    tag: 'affiliates',
    summary: 'The players who signed up with the caller’s code, newest first, 20 a page',
    access: 'user',
    query: AffiliatePageQuery,
    response: AffiliateUserList,
  }),
  movements: route({
    method: 'get',
    path: '/affiliate/movements',
    tag: 'affiliates',
    summary: "The period's play movements of the caller's players, newest first",
    access: 'user',
    query: AffiliatePageQuery,
    response: AffiliateMovementList,
  }),
  coupons: route({
    method: 'get',
    path: '/affiliate/coupons',
    tag: 'affiliates',
    summary: "The period's coupons of the caller's players with their lines, newest first",
    access: 'user',
    query: AffiliatePageQuery,
    response: AffiliateCouponList,
  }),
  banners: route({
    method: 'get',
    path: '/affiliate/banners',
    tag: 'affiliates',
    summary: "The banners partners may embed, and the caller's code (null unless an active affiliate)",
    access: 'user',
    response: AffiliateBannerList,
  }),
  adminList: route({
    method: 'get',
    path: '/admin/affiliates',
    tag: 'admin',
    summary: 'Affiliates and affiliate requests, newest first, optionally of one status',
    access: 'admin',
    query: AdminAffiliateQuery,
    response: AdminAffiliateList,
  }),
  decide: route({
    method: 'post',
    path: '/admin/affiliates/:userId',
    tag: 'admin',
    summary:
      'Activates (1) or refuses (2) an affiliate and sets its percent and cutoff; activating makes ' +
      'its code once. 404 affiliateNotFound when the user never asked',
    access: 'admin',
    params: AffiliateUserIdParams,
    body: AffiliateDecisionBody,
    response: AdminAffiliate,
  }),
};
