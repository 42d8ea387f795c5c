import { describe, expect, it } from 'vitest';
import { loginFormError, sanitizeLoginName } from './login-rules.ts';

describe('login rules', () => {
  it('"username keypress allows letters, digits, dot, dash, underscore, space"', () => {
    expect(sanitizeLoginName('ali.veli_1-2 x')).toBe('ali.veli_1-2 x');
    expect(sanitizeLoginName('ali<script>@#$')).toBe('aliscript');
    expect(sanitizeLoginName('şükrü')).toBe('şükrü');
    expect(sanitizeLoginName('a'.repeat(30))).toHaveLength(20);
  });

  it('"username and password required, 4 to 20 characters"', () => {
    expect(loginFormError('', 'abcd')).toBe('allInputEnter');
    expect(loginFormError('abcd', '')).toBe('allInputEnter');
    expect(loginFormError('abc', 'abcd')).toBe('loginLength');
    expect(loginFormError('abcd', 'abc')).toBe('loginLength');
    expect(loginFormError('abcd', 'a'.repeat(21))).toBeNull();
    expect(loginFormError('abcd', 'a'.repeat(128))).toBeNull();
    expect(loginFormError('abcd', 'a'.repeat(129))).toBe('loginLength');
    expect(loginFormError('abcd', 'abcd')).toBeNull();
  });
});
