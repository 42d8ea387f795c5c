import {
  AddMoneyRequest,
  PayWithdrawalRequest,
  ShopDepositReceipt,
  ShopPlayer,
  ShopPlayerParams,
  ShopWithdrawal,
  WithdrawalCodeParams,
  WithdrawalCodeQuery,
} from '../api/shop-cash.ts';
import { route } from './route.ts';

/** Online players' cash at a shop counter (shop users only, in the cashier's open shift). */
export const shopCash = {
  player: route({
    method: 'get',
    path: '/terminal/players/:player',
    tag: 'terminal',
    summary: 'The online player a counter deposit is for, by user id or user name',
    access: 'user',
    params: ShopPlayerParams,
    response: ShopPlayer,
  }),
  addMoney: route({
    method: 'post',
    path: '/terminal/add-money',
    tag: 'terminal',
    summary:
      "Cash taken in for an online player's account (addMoney): credited once per uuid, in the open shift",
    access: 'user',
    body: AddMoneyRequest,
    response: ShopDepositReceipt,
  }),
  withdrawal: route({
    method: 'get',
    path: '/terminal/withdrawals/:code',
    tag: 'terminal',
    summary: "An online player's cash withdrawal by its code and user name (attempts are rate limited)",
    access: 'user',
    params: WithdrawalCodeParams,
    query: WithdrawalCodeQuery,
    response: ShopWithdrawal,
  }),
  payWithdrawal: route({
    method: 'post',
    path: '/terminal/withdrawals/:code/pay',
    tag: 'terminal',
    summary: "Pay an online player's withdrawal in cash (withdrawPrint), once, in the open shift",
    access: 'user',
    params: WithdrawalCodeParams,
    body: PayWithdrawalRequest,
    response: ShopWithdrawal,
  }),
};
