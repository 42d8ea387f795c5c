// Online players' cash at a shop counter: deposits (addMoney) and withdrawals paid by code (withdrawPrint).
export { createShopCashModule } from './shop-cash.routes.ts';
