import type { Minor } from '@bet/shared';
import { SHOP_CASH_PROVIDER } from '@bet/shared';
import { DEMO_CARD } from './demo-card/demo-card.service.ts';

/** What a provider is told when a request that it carries has been stored. */
export interface ProviderStart {
  requestId: number;
  amount: Minor;
  currency: string;
  /** 1 a full-page redirect, 2 a popup frame */
  continuation: number;
  /** where the player's browser goes back to on the site when the payment page is done */
  returnUrl: string;
  /** the API path (below the site's origin) the provider posts its notification to */
  notifyPath: string;
}

/**
 * A payment provider. `manual` ones leave the decision to a person in the panel (a bank transfer
 * the dealer sees arrive); the others decide by a signed notification and give a payment page.
 */
export interface PaymentProvider {
  code: string;
  manual: boolean;
  /** for a provider with a payment page: opens one and says where it is */
  start?(input: ProviderStart): Promise<{ paymentUrl: string }>;
}

export const bankTransferProvider: PaymentProvider = { code: 'bankTransfer', manual: true };

/** The providers a payment method may name (the back office offers these). */
export const PAYMENT_PROVIDER_CODES: readonly string[] = [
  bankTransferProvider.code,
  DEMO_CARD,
  SHOP_CASH_PROVIDER,
];
