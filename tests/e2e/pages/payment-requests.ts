import { expect, type APIRequestContext } from '@playwright/test';

/**
 * A payment request of `amount` by bank transfer (0 deposit, 1 withdrawal) sent by the player whose
 * API context this is; answers its id.
 */
export async function askByBankTransfer(
  api: APIRequestContext,
  transferType: 0 | 1,
  amount: number,
  key: string,
): Promise<number> {
  const categories = (await (
    await api.get(`/api/v1/payments/categories?transferType=${transferType}`)
  ).json()) as {
    results: Array<{ paytypes: Array<{ payId: number; payCatId: number; payTag: string }> }>;
  };
  const methods = categories.results.flatMap((c) => c.paytypes);
  const method = transferType === 0 ? methods.find((m) => m.payTag === 'HAVALE')! : methods[0]!;
  const sent = await api.post('/api/v1/payments/requests', {
    data: {
      idempotencyKey: key,
      payId: method.payId,
      payCatId: method.payCatId,
      transferType,
      amount,
      ...(transferType === 0
        ? {
            bank: 'TCZBTR2A',
            values: [
              { name: 'senderName', value: 'Ayşe Yılmaz' },
              { name: 'transferDate', value: '01-06-2025' },
            ],
          }
        : {
            bank: 'ISBKTRIS',
            values: [
              { name: 'accountHolder', value: 'Ayşe Yılmaz' },
              { name: 'iban', value: 'TR120001001234567890123456' },
            ],
          }),
    },
  });
  expect(sent.status()).toBe(201);
  return ((await sent.json()) as { request: { id: number } }).request.id;
}
