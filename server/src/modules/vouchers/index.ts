// Ticket in, ticket out: printed vouchers of value, issued for winnings or change, redeemed once.
export {
  betChangeVoucher,
  CODE_ATTEMPTS,
  issueChangeVoucher,
  issueWinningsVoucher,
  ownVoucher,
  readVoucher,
  redeemForCash,
  redeemIn,
  stakeFromVoucher,
  voucherForBet,
  winningsVoucherCode,
} from './vouchers.service.ts';
export { createVouchersModule } from './vouchers.routes.ts';
