/** The API speaks major units with at most 2 decimals; the database holds integer minor units. */
export function toMinor(major: number): number {
  const minor = Math.round(major * 100);
  if (!Number.isSafeInteger(minor)) throw new RangeError(`amount out of range: ${major}`);
  return minor;
}

export function toMajor(minor: number): number {
  return minor / 100;
}
