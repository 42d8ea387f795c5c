import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUDIT_REASONS, auditReason } from './audit-reason.ts';

describe("an audit row's reason as a code the back office translates and free text", () => {
  it('turns each fixed reason into its code and keeps what was typed beside it', () => {
    expect(auditReason('feedWrong: the feed had 1-0')).toEqual({
      code: 'feedWrong',
      text: 'the feed had 1-0',
    });
    expect(auditReason('palpable_error', 'home odd quoted as 20.0')).toEqual({
      code: 'palpable_error',
      text: 'home odd quoted as 20.0',
    });
    expect(auditReason('feed')).toEqual({ code: 'feed', text: '' });
    expect(auditReason('left unapplied by an earlier stop')).toEqual({ code: 'recovered', text: '' });
  });

  it('leaves a reason outside the list as text, never a code', () => {
    expect(auditReason('weekly top-up')).toEqual({ code: null, text: 'weekly top-up' });
    expect(auditReason('')).toEqual({ code: null, text: '' });
    expect(auditReason('feedWrongish: x')).toEqual({ code: null, text: 'feedWrongish: x' });
  });

  it('for any fixed reason and any note, gives the code back and loses none of the note', () => {
    fc.assert(
      fc.property(fc.constantFrom(...AUDIT_REASONS), fc.string({ maxLength: 40 }), (code, note) => {
        const typed = note.trim();
        const desk = auditReason(typed ? `${code}: ${typed}` : code);
        expect(desk.code).toBe(code === 'recovered' ? 'recovered' : code);
        expect(desk.text).toBe(typed);
        const voided = auditReason(code, typed);
        expect(voided).toEqual({ code, text: typed });
      }),
    );
  });
});
