/** Refusals that mean the shop's own credit ran out. */
const OWN_CREDIT = new Set(['notEnoughCredit', 'insufficientBalance']);

/**
 * The message a shop terminal shows for a refusal (spec section 8: "dealer limit reached, user
 * limit insufficient, shown for terminals and dealers"). A shop's credit is the limit its dealer
 * gave it, so running out of it is the user limit; every other key stays as the server sent it.
 */
export function terminalErrorKey(code: string): string {
  return OWN_CREDIT.has(code) ? 'userLimitInsufficient' : code;
}
