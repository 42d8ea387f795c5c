import { describe, expect, it } from 'vitest';
import { isAllowedOrigin, parseAllowedOrigins } from './origin.ts';

describe('realtime origin check', () => {
  it('allows the host the request came to, listed origins and requests without an Origin', () => {
    expect(isAllowedOrigin('http://bet.example:8080', 'bet.example:8080', [])).toBe(true);
    expect(isAllowedOrigin('https://BET.example', 'bet.example', [])).toBe(true);
    expect(isAllowedOrigin(undefined, 'bet.example', [])).toBe(true);
    expect(isAllowedOrigin('https://shop.example', 'bet.example', ['https://shop.example'])).toBe(true);
  });

  it('refuses other sites, other ports, opaque and non-web origins', () => {
    for (const origin of [
      'http://evil.example',
      'http://bet.example:9090',
      'http://bet.example.evil.example',
      'null',
      'file://',
      'chrome-extension://abc',
      'https://shop.example:8443',
      '',
    ])
      expect(isAllowedOrigin(origin, 'bet.example', ['https://shop.example']), origin).toBe(false);
    expect(isAllowedOrigin('http://bet.example', undefined, [])).toBe(false);
  });

  it('reads ALLOWED_ORIGINS as a list of origins and refuses anything else', () => {
    expect(parseAllowedOrigins(undefined)).toEqual([]);
    expect(parseAllowedOrigins(' https://a.example , http://b.example:8080/ ')).toEqual([
      'https://a.example',
      'http://b.example:8080',
    ]);
    for (const bad of ['a.example', 'https://a.example/path', 'ftp://a.example', '*'])
      expect(() => parseAllowedOrigins(bad), bad).toThrow();
  });
});
