/** Refusals that mean the shop's own credit ran out. */
const OWN_CREDIT = new Set(['notEnoughCredit', 'insufficientBalance']);

/**
 * The message a shop terminal shows for a refusal (spec section 8: "dealer limit reached, user
 * limit insufficient, shown for terminals and dealers"). A shop's credit is the limit its dealer
 * gave it, so running out of it is the user limit; a too old client is a terminal to update; every
 * other key stays as the server sent it.
 */
export function terminalErrorKey(code: string): string {
  if (OWN_CREDIT.has(code)) return 'userLimitInsufficient';
  // A terminal is not reloaded but updated when the server refuses its protocol.
  if (code === 'clientTooOld') return 'terminalTooOld';
  return code;
}
