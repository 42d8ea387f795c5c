// Payments: methods and forms, deposit and withdrawal requests, providers and their notifications.
export { createPaymentsModule } from './payments.routes.ts';
export { PAYMENT_PROVIDER_CODES } from './providers.ts';
export {
  SHOP_RESULT,
  expireShopWithdrawals,
  requestReference,
  shopCashProvider,
} from './shop-withdrawals.service.ts';
