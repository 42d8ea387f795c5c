import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUDIT_CSV_HEADER, auditCsvPage, type AuditCsvEntry } from './audit-csv.ts';

const entry = fc.record<AuditCsvEntry>({
  id: fc.integer({ min: 1, max: 1e9 }),
  createdAt: fc
    .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString()),
  actorName: fc.option(fc.string(), { nil: null }),
  actorId: fc.option(fc.integer({ min: 1, max: 1e6 }), { nil: null }),
  action: fc.constantFrom('login', 'user.update', 'credit.transfer'),
  targetType: fc.constantFrom('user', 'match', 'setting'),
  targetId: fc.option(fc.integer({ min: 1, max: 1e6 }), { nil: null }),
  targetName: fc.option(fc.string(), { nil: null }),
  reasonCode: fc.option(fc.constantFrom('typo', 'feedError'), { nil: null }),
  reason: fc.string(),
  ip: fc.constantFrom('127.0.0.1', '::1', '10.0.0.7'),
});

/** Lines of a CSV body, line breaks inside quotes kept. */
function records(text: string): string[] {
  const out: string[] = [];
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '"') quoted = !quoted;
    else if (!quoted && text[i] === '\r' && text[i + 1] === '\n') {
      out.push(text.slice(start, i));
      start = i + 2;
      i++;
    }
  }
  return out;
}

describe('the audit log as CSV', () => {
  it('pages joined make one file: one header, then one record per row in order', () => {
    fc.assert(
      fc.property(fc.array(fc.array(entry, { maxLength: 5 }), { minLength: 1, maxLength: 4 }), (pages) => {
        const text = pages.map((p, i) => auditCsvPage(p, i === 0)).join('');
        expect(text.startsWith('\uFEFF')).toBe(true);
        expect(text.indexOf('\uFEFF', 1)).toBe(-1);
        const lines = records(text.slice(1));
        expect(lines[0]).toBe(AUDIT_CSV_HEADER.join(','));
        const rows = pages.flat();
        expect(lines).toHaveLength(1 + rows.length);
        rows.forEach((r, i) => expect(lines[i + 1]!.startsWith(`${r.id},${r.createdAt},`)).toBe(true));
      }),
    );
  });

  it('names the actor by name, else by id, and leaves what a row lacks empty', () => {
    const base: AuditCsvEntry = {
      id: 7,
      createdAt: '2026-11-28T10:00:00.000Z',
      actorName: null,
      actorId: 3,
      action: 'login',
      targetType: 'user',
      targetId: null,
      targetName: null,
      reasonCode: null,
      reason: '',
      ip: '10.0.0.7',
    };
    expect(records(auditCsvPage([base], false))).toEqual([
      '7,2026-11-28T10:00:00.000Z,#3,login,user,,,,,10.0.0.7',
    ]);
    expect(records(auditCsvPage([{ ...base, actorName: 'dealer1', reason: '=cmd' }], false))).toEqual([
      "7,2026-11-28T10:00:00.000Z,dealer1,login,user,,,,'=cmd,10.0.0.7",
    ]);
  });
});
