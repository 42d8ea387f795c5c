import { route } from './route.ts';
import {
  AdminBonusRequest,
  AdminBonusRequestList,
  AdminPromotion,
  BonusDecisionBody,
  BonusIdParams,
  BonusList,
  BonusRequested,
  BonusRequestQuery,
  Promotion,
  PromotionCreate,
  PromotionList,
  TopWinnerList,
} from '../api/promo.ts';

/** Promotions, bonus requests and the week's top winners. */
export const promotions = {
  list: route({
    method: 'get',
    path: '/promotions',
    tag: 'bonuses',
    summary: 'The active promotions in the request language (or for every language), in their order',
    access: 'public',
    response: PromotionList,
  }),
  detail: route({
    method: 'get',
    path: '/promotions/:id',
    tag: 'bonuses',
    summary: 'One active promotion; 404 promotionNotFound (the page then returns to the list)',
    access: 'public',
    params: BonusIdParams,
    response: Promotion,
  }),
  bonuses: route({
    method: 'get',
    path: '/bonuses',
    tag: 'bonuses',
    summary: "The bonuses a player may request, each with the player's request status (null before one)",
    access: 'user',
    response: BonusList,
  }),
  request: route({
    method: 'post',
    path: '/bonuses/:id/request',
    tag: 'bonuses',
    summary:
      'Requests a bonus: 201 with status 0 (waiting) and requestedExists 1; sending it again answers ' +
      'the request as it stands (200). 403 paymentsNotAllowed for users who may not use payments ' +
      '(not online, or login_screen / register_disabled on), 404 bonusNotFound',
    access: 'user',
    params: BonusIdParams,
    response: BonusRequested,
    status: 201,
  }),
  topWinners: route({
    method: 'get',
    path: '/top-winners',
    tag: 'bonuses',
    summary:
      "This week's (from Monday 00:00 UTC) ten biggest winning coupons, names shortened; empty when " +
      'the top_winners setting is 0',
    access: 'public',
    response: TopWinnerList,
  }),
  adminCreate: route({
    method: 'post',
    path: '/admin/promotions',
    tag: 'admin',
    summary: 'Creates a promotion (also a requestable bonus unless requestable is 0)',
    access: 'admin',
    body: PromotionCreate,
    response: AdminPromotion,
    status: 201,
  }),
  adminRequests: route({
    method: 'get',
    path: '/admin/bonus-requests',
    tag: 'admin',
    summary: 'Bonus requests, newest first, optionally of one status',
    access: 'admin',
    query: BonusRequestQuery,
    response: AdminBonusRequestList,
  }),
  decide: route({
    method: 'post',
    path: '/admin/bonus-requests/:id/status',
    tag: 'admin',
    summary:
      "Accepts (1, credits the bonus's amount through the ledger) or denies (2) a waiting request. " +
      'The same decision again changes nothing; the other one is 409 bonusRequestDecided',
    access: 'admin',
    params: BonusIdParams,
    body: BonusDecisionBody,
    response: AdminBonusRequest,
  }),
};
