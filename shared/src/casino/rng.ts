/**
 * Unbiased scaling of random words to a range, shared by every game so one function is tested
 * once. A word of 32 uniform bits taken modulo `n` would favour the low values whenever `n` does
 * not divide 2^32 (regulators call it modulo bias: 58 Pa. Code 810a.5(d)); instead the words at
 * the top of the range that cannot be split evenly are rejected and another word is drawn.
 */

/** A source of uniform 32-bit unsigned integers (a CSPRNG in play, a fixed list in tests). */
export type WordSource = () => number;

const TWO_32 = 2 ** 32;

/** The number of words, from 0, that are accepted for a range of size `n`: a multiple of `n`. */
export function acceptedWords(n: number): number {
  if (!Number.isSafeInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`range must be 1..2^32: ${n}`);
  return TWO_32 - (TWO_32 % n);
}

/**
 * A uniform integer in [0, n) from 32-bit words, drawing again while a word falls in the uneven
 * top slice. Gives up (throws) after `maxDraws` rejections, which for any n has a probability
 * below 2^-maxDraws: a source that keeps answering from the rejected slice is broken.
 */
export function uniformInt(n: number, next: WordSource, maxDraws = 64): number {
  const limit = acceptedWords(n);
  for (let i = 0; i < maxDraws; i++) {
    const word = next();
    if (!Number.isInteger(word) || word < 0 || word >= TWO_32)
      throw new RangeError(`not a 32-bit word: ${word}`);
    if (word < limit) return word % n;
  }
  throw new Error('random source keeps answering outside the accepted range');
}

/** 32-bit words read big-endian from bytes (a hash), one after the other; throws when they run out. */
export function wordsFromBytes(bytes: Uint8Array): WordSource {
  let at = 0;
  return () => {
    if (at + 4 > bytes.length) throw new Error('random bytes exhausted');
    const w = ((bytes[at]! << 24) >>> 0) + (bytes[at + 1]! << 16) + (bytes[at + 2]! << 8) + bytes[at + 3]!;
    at += 4;
    return w;
  };
}
