import type { Generated } from 'kysely';

/** A payment provider's shared secret (migration 0145). */
export interface PaymentProvidersTable {
  code: string;
  secret: string;
  created_at: Generated<number>;
}

export interface PaymentCategoriesTable {
  id: Generated<number>;
  name: string;
  info: Generated<string>;
  logo: Generated<string>;
  open_link: Generated<number>;
  sort: Generated<number>;
  active: Generated<number>;
  /** JSON PaymentTextTranslation[]: its texts in the site's languages (migration 0320) */
  translations: Generated<string>;
}

/** A deposit or withdrawal method; amounts in minor units, forms and banks as JSON text. */
export interface PaymentMethodsTable {
  id: Generated<number>;
  category_id: number;
  /** 0 deposit, 1 withdraw */
  transfer_type: number;
  name: string;
  tag: Generated<string>;
  provider: string;
  /** 0 message, 1 redirect, 2 popup frame */
  continuation: Generated<number>;
  logo: Generated<string>;
  min_amount: Generated<number>;
  /** 0: no maximum */
  max_amount: Generated<number>;
  fields: Generated<string>;
  info_fields: Generated<string>;
  banks: Generated<string>;
  sort: Generated<number>;
  active: Generated<number>;
  /** JSON PaymentTextTranslation[]: its texts in the site's languages (migration 0320) */
  translations: Generated<string>;
}

export interface TransferRequestsTable {
  id: Generated<number>;
  user_id: number;
  method_id: number;
  transfer_type: number;
  amount: number;
  currency: string;
  /** 0 waiting, 1 confirmed, 2 cancelled */
  status: Generated<number>;
  provider: string;
  provider_ref: string | null;
  bank: Generated<string>;
  /** JSON [{ name, value }] */
  form_values: Generated<string>;
  result: Generated<string>;
  payment_url: Generated<string>;
  idempotency_key: string;
  /** sha-256 of what the request asked (its key aside); null for requests made before 0570 */
  request_hash: string | null;
  created_at: Generated<number>;
  decided_at: number | null;
  decided_by: number | null;
  /** 1: a shop withdrawal its dealer took back (cancelled), not rejected as a decision (0575) */
  taken_back: Generated<number>;
}

/** Every notification a provider sent, with what became of it. */
export interface PaymentNotificationsTable {
  id: Generated<number>;
  provider: string;
  transaction_id: string;
  merchant_reference: string;
  request_id: number | null;
  amount: number;
  currency: string;
  status: string;
  outcome: string;
  sent_at: number;
  received_at: Generated<number>;
}

/** A payment page of the built-in demo card provider (its own side of the payment). */
export interface DemoCardPaymentsTable {
  token: string;
  merchant_reference: string;
  amount: number;
  currency: string;
  return_url: string;
  notify_path: string;
  mode: string;
  status: Generated<string>;
  transaction_id: string | null;
  created_at: Generated<number>;
}
