import { randomFillSync } from 'node:crypto';

// Bytes from the system's cryptographic source, drawn 4 KB at a time: a call per digit (randomInt)
// cost more than the rest of making a ticket's codes.
const pool = Buffer.alloc(4096);
let used = pool.length;

function nextByte(): number {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  return pool[used++]!;
}

/**
 * `count` random decimal digits from the cryptographic source, each digit equally likely: a byte
 * of 250 or more is drawn again, so the last six values do not favour the digits 0 to 5.
 */
export function randomDigits(count: number): string {
  let digits = '';
  while (digits.length < count) {
    const byte = nextByte();
    if (byte < 250) digits += String(byte % 10);
  }
  return digits;
}
