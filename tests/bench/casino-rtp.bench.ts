import { randomFillSync } from 'node:crypto';
import { SLOT_LINES, SLOT_RTP, spinSlot, type WordSource } from '@bet/shared';

/** 32-bit words from the operating system's CSPRNG, read in blocks so ten million spins stay quick. */
function bufferedCryptoWords(): WordSource {
  const block = new Uint32Array(16_384);
  let at = block.length;
  return () => {
    if (at === block.length) {
      randomFillSync(block);
      at = 0;
    }
    return block[at++]!;
  };
}

/**
 * The built-in slot's return to player by simulation: 10 million spins through the same spinSlot
 * as play (CSPRNG words, rejection-sampled stops). The paytable's exact RTP must lie inside the
 * simulation's 99 % confidence interval (mean ± 2.576 standard errors); a miss sets the exit code.
 */
export async function run(): Promise<void> {
  const spins = Number(process.env['CASINO_RTP_SPINS'] ?? 10_000_000);
  const next = bufferedCryptoWords();
  let sum = 0;
  let sumSquares = 0;
  let hits = 0;
  const started = performance.now();
  for (let i = 0; i < spins; i++) {
    // what one spin returns per unit staked (the stake spread on the lines)
    const x = spinSlot(next).totalLinePays / SLOT_LINES;
    sum += x;
    sumSquares += x * x;
    if (x > 0) hits++;
  }
  const seconds = (performance.now() - started) / 1000;
  const mean = sum / spins;
  const variance = (sumSquares - spins * mean * mean) / (spins - 1);
  const halfWidth = 2.5758 * Math.sqrt(variance / spins);
  const inside = Math.abs(mean - SLOT_RTP) <= halfWidth;
  console.log(`slot spins: ${spins.toLocaleString('en')} in ${seconds.toFixed(1)} s`);
  console.log(`paytable RTP (exact): ${(SLOT_RTP * 100).toFixed(4)} %`);
  console.log(
    `simulated RTP: ${(mean * 100).toFixed(4)} % ± ${(halfWidth * 100).toFixed(4)} % (99 % confidence)`,
  );
  console.log(
    `hit frequency: ${((hits / spins) * 100).toFixed(2)} %, standard deviation per spin: ${Math.sqrt(variance).toFixed(3)}`,
  );
  console.log(inside ? 'RTP within the 99 % bounds: yes' : 'RTP within the 99 % bounds: NO');
  if (!inside) process.exitCode = 1;
}
