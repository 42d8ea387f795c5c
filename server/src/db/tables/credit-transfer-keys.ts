/** Idempotency keys of credit transfers (migration 0545). */
export interface CreditTransferKeysTable {
  caller_id: number;
  idempotency_key: string;
  /** what was asked: the target, direction, amount and note, as `creditRequestOf` writes them */
  request: string;
  /** the transfer's ledger reference */
  reference: string;
  created_at: number;
}
