import {
  normaliseSecureCode,
  readTypedAmount,
  siteCurrencyContext,
  toMajor,
  type CounterSlip,
  type ShopDepositReceipt,
  type ShopWithdrawal,
} from '@bet/shared';
import { platform } from '../../platform/index.ts';
import { counterTerminalNo } from '../../state/coupon-actions.ts';
import { useSiteSettings } from '../../state/settings-store.ts';
import { panelClient } from '../admin/panel-client.ts';

/**
 * A cash amount as the cashier types it, in major units, read as the stake box reads it in the
 * language whose decimal sign is `decimal` ('150', '150,50', '1.500' and '1.500,50' in Turkish,
 * '1,500.50' in English); NaN when it is not one.
 */
export const cashAmount = (text: string, decimal: string) => {
  const minor = readTypedAmount(text.trim(), decimal);
  return minor === null ? NaN : toMajor(minor);
};

/** The online player a deposit is for, by user id or user name. */
export const findShopPlayer = (player: string) => panelClient.shopCash.player({ player: player.trim() });

async function print(slip: CounterSlip, printerAttached: boolean): Promise<boolean> {
  if (!printerAttached) return false;
  return (await platform.printCounterSlip(slip)).ok;
}

const display = () => siteCurrencyContext(useSiteSettings.getState().settings);

/**
 * Takes the cash in for the player's account (addMoney) with the uuid the cashier's screen made
 * for this deposit: a retry after a lost answer sends the same one and credits nothing more.
 * Prints the receipt when a printer is attached; answers the receipt and whether it printed.
 */
export async function depositCash(
  uuid: string,
  userId: number,
  amount: number,
  printerAttached: boolean,
): Promise<{ receipt: ShopDepositReceipt; printed: boolean }> {
  const terminalNo = await counterTerminalNo();
  const receipt = await panelClient.shopCash.addMoney({ uuid, player: String(userId), amount, terminalNo });
  const printed = await print(
    {
      kind: 'shopDeposit',
      uuid: receipt.uuid,
      userName: receipt.userName,
      amount: receipt.amount,
      at: receipt.at,
      terminalNo: receipt.terminalNo,
      currency: receipt.currency,
      ...display(),
    },
    printerAttached,
  );
  return { receipt, printed };
}

/** The withdrawal of a typed or scanned code and the player's user name. */
export const readWithdrawal = (code: string, userName: string) =>
  panelClient.shopCash.withdrawal({ code: normaliseSecureCode(code) }, { userName: userName.trim() });

/** Pays the withdrawal in cash, once, and prints its receipt when a printer is attached. */
export async function payWithdrawal(
  code: string,
  userName: string,
  printerAttached: boolean,
): Promise<{ withdrawal: ShopWithdrawal; printed: boolean }> {
  const terminalNo = await counterTerminalNo();
  const withdrawal = await panelClient.shopCash.payWithdrawal(
    { code: normaliseSecureCode(code) },
    { userName: userName.trim(), terminalNo },
  );
  const printed = await print(
    {
      kind: 'shopWithdrawal',
      requestId: withdrawal.requestId,
      userName: withdrawal.userName,
      amount: withdrawal.amount,
      at: withdrawal.paid?.at ?? new Date().toISOString(),
      terminalNo,
      currency: withdrawal.currency,
      ...display(),
    },
    printerAttached,
  );
  return { withdrawal, printed };
}
