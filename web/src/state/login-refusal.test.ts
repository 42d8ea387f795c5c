import { describe, expect, it } from 'vitest';
import { NOTIFY, translate } from '@bet/shared';
import { ApiError } from '../api/client.ts';
import { loginRefusalNotice } from './login-refusal.ts';

describe('a refused login', () => {
  it("says how long a lock-out lasts, from the server's retryAfter", () => {
    const notice = loginRefusalNotice(new ApiError(429, 'loginDelayed', 'Too many', { retryAfter: 30 }));
    expect(notice).toMatchObject({
      state: NOTIFY.warning,
      message: 'loginDelayed',
      params: { retryAfter: 30 },
    });
    const text = translate(notice.message, 'tr', notice.params);
    expect(text).toContain('30');
    expect(text).not.toContain('{{');
  });

  it('names a wrong password by its key, and a lost connection as a technical error', () => {
    const wrong = loginRefusalNotice(new ApiError(401, 'wrongUserOrPassword', 'Wrong'));
    expect(wrong).toMatchObject({ message: 'wrongUserOrPassword', fallback: 'Wrong' });
    expect(wrong.params).toBeUndefined();
    expect(loginRefusalNotice(new Error('offline')).message).toBe('technicalError');
  });
});
