// Cash-out: the price of a running coupon and the pushes that keep it current.
export { DEFAULT_CASHOUT_MARGIN, cashoutPrice, pricedLine } from './cashout-price.ts';
export { startCashoutPush } from './cashout-push.ts';
