import { describe, expect, it } from 'vitest';
import { EMPTY_SCAN, SCAN_MAX_GAP_MS, scanKey, type ScanState } from './scan-detector.ts';

/** Feeds keys at the given gaps; returns every code completed. */
function feed(keys: string[], gap: number): string[] {
  let state: ScanState = EMPTY_SCAN;
  const codes: string[] = [];
  keys.forEach((key, i) => {
    const next = scanKey(state, key, 1000 + i * gap);
    state = next.state;
    if (next.code) codes.push(next.code);
  });
  return codes;
}

describe('barcode scanner acting as a keyboard', () => {
  it('a fast burst ending in Enter is a scan', () => {
    expect(feed([...'123456789012', 'Enter'], 5)).toEqual(['123456789012']);
  });
  it('a person typing at a normal pace is not a scan', () => {
    expect(feed([...'123456789012', 'Enter'], SCAN_MAX_GAP_MS + 80)).toEqual([]);
  });
  it('too short a burst, one broken by another key, or one with letters (a typed name) is not a scan', () => {
    expect(feed([...'12345', 'Enter'], 5)).toEqual([]);
    expect(feed([...'123456', 'Shift', ...'789', 'Enter'], 5)).toEqual([]);
    expect(feed([...'shop1234', 'Enter'], 5)).toEqual([]);
  });
  it('a pause starts a new code: the burst after it is the scan', () => {
    let state: ScanState = EMPTY_SCAN;
    for (const [i, key] of [...'99'].entries()) state = scanKey(state, key, i * 5).state;
    let code: string | null = null;
    for (const [i, key] of [...'654321', 'Enter'].entries())
      ({ state, code } = scanKey(state, key, 5000 + i * 5));
    expect(code).toBe('654321');
  });
});
