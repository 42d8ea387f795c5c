/**
 * What the back office may store as a payment method (accounts-and-platform section 3 "Payment
 * category" and section 5 "Payment forms"): the server refuses a method that breaks these rules
 * and the panel's form shows the same reason before sending.
 */
export interface MethodLimits {
  /** minor units */
  minAmount: number;
  /** minor units; 0 is no maximum */
  maxAmount: number;
}

export interface MethodFieldShape {
  name: string;
  minLength: number;
  maxLength: number;
}

/** The message key of the first broken rule, or null. */
export function paymentMethodProblem(
  limits: MethodLimits,
  fields: readonly MethodFieldShape[],
): 'minAboveMax' | 'fieldNameTwice' | 'fieldLengths' | null {
  if (limits.maxAmount !== 0 && limits.minAmount > limits.maxAmount) return 'minAboveMax';
  const names = new Set<string>();
  for (const f of fields) {
    if (names.has(f.name)) return 'fieldNameTwice';
    names.add(f.name);
    if (f.minLength < 0 || (f.maxLength !== 0 && f.minLength > f.maxLength)) return 'fieldLengths';
  }
  return null;
}
