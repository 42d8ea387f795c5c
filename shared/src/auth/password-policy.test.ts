import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PASSWORD_POLICY,
  PASSWORD_HARD_MAX,
  PASSWORD_MAX_FLOOR,
  passwordPolicyFromSettings,
  passwordRuleDetails,
  passwordRuleError,
} from './password-policy.ts';

const common = new Set(['1234', '1111', 'password', 'qwerty']);
const isCommon = (p: string) => common.has(p.toLowerCase());

describe('password policy', () => {
  it('defaults to the spec minimum and a 64-character maximum', () => {
    expect(passwordPolicyFromSettings({})).toEqual({ minLength: 4, maxLength: 64 });
    expect(DEFAULT_PASSWORD_POLICY).toEqual({ minLength: 4, maxLength: 64 });
  });

  it('reads the settings, but never lets the maximum fall below 64 or rise above 128', () => {
    expect(passwordPolicyFromSettings({ password_min_length: '8', password_max_length: '100' })).toEqual({
      minLength: 8,
      maxLength: 100,
    });
    expect(passwordPolicyFromSettings({ password_max_length: '12' }).maxLength).toBe(PASSWORD_MAX_FLOOR);
    expect(passwordPolicyFromSettings({ password_max_length: '5000' }).maxLength).toBe(PASSWORD_HARD_MAX);
    expect(passwordPolicyFromSettings({ password_min_length: '1' }).minLength).toBe(4);
    expect(passwordPolicyFromSettings({ password_min_length: '99' }).minLength).toBe(64);
    expect(passwordPolicyFromSettings({ password_min_length: 'ten', password_max_length: '-3' })).toEqual(
      DEFAULT_PASSWORD_POLICY,
    );
  });

  it('holds for every setting: 4 <= min <= max, 64 <= max <= 128', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (min, max) => {
        const p = passwordPolicyFromSettings({ password_min_length: min, password_max_length: max });
        return p.minLength >= 4 && p.minLength <= p.maxLength && p.maxLength >= 64 && p.maxLength <= 128;
      }),
    );
  });

  it('refuses the length, the user name in any case, the current password and common ones', () => {
    const ctx = { userName: 'Deniz95', currentPassword: 'old-pass-7', isCommon };
    const p = DEFAULT_PASSWORD_POLICY;
    expect(passwordRuleError('abc', ctx, p)).toBe('passwordLengthRange');
    expect(passwordRuleError('x'.repeat(65), ctx, p)).toBe('passwordLengthRange');
    expect(passwordRuleError('x'.repeat(64), ctx, p)).toBeNull();
    expect(passwordRuleError('deniz95', ctx, p)).toBe('userNameEqualsPassword');
    expect(passwordRuleError('DENIZ95', ctx, p)).toBe('userNameEqualsPassword');
    expect(passwordRuleError('old-pass-7', ctx, p)).toBe('passwordSameAsCurrent');
    expect(passwordRuleError('1111', ctx, p)).toBe('passwordTooCommon');
    expect(passwordRuleError('PassWord', ctx, p)).toBe('passwordTooCommon');
    expect(passwordRuleError('kırmızı-elma-9', ctx, p)).toBeNull();
    expect(passwordRuleError('1111', { userName: 'deniz95' }, p)).toBeNull();
  });

  it('counts characters as the user sees them', () => {
    const p = { minLength: 4, maxLength: 64 };
    expect(passwordRuleError('😀😀😀😀', { userName: 'x' }, p)).toBeNull();
    expect(passwordRuleError('😀'.repeat(64), { userName: 'x' }, p)).toBeNull();
  });

  it('gives the allowed range with a length refusal', () => {
    expect(passwordRuleDetails('passwordLengthRange', { minLength: 6, maxLength: 70 })).toEqual({
      min: 6,
      max: 70,
    });
    expect(passwordRuleDetails('passwordTooCommon', DEFAULT_PASSWORD_POLICY)).toEqual({});
  });
});
