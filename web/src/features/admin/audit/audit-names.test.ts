import { describe, expect, it } from 'vitest';
import { CATALOGUE_KINDS } from '@bet/shared';
import panelTr from '../i18n/tr.ts';
import integrityTr from '../integrity/i18n/tr.ts';
import terminalsTr from '../terminals/i18n/tr.ts';
import auditTr from './i18n/tr.ts';
import { AUDIT_ACTIONS, AUDIT_TARGET_KINDS, auditTarget } from './audit-names.ts';

const TEXTS: Record<string, string> = { ...panelTr, ...auditTr, ...integrityTr, ...terminalsTr };
const t = (key: string, o?: { defaultValue?: string }) => TEXTS[key] ?? o?.defaultValue ?? key;

describe('the audit log names', () => {
  it('offers every named action in the filter, and only those', () => {
    const named = Object.keys(TEXTS)
      .filter((k) => k.startsWith('panel.audit.action.'))
      .map((k) => k.slice('panel.audit.action.'.length));
    expect([...AUDIT_ACTIONS].sort()).toEqual(named.sort());
  });

  it('names every kind of target, the catalogue kinds included', () => {
    for (const kind of [...AUDIT_TARGET_KINDS, ...CATALOGUE_KINDS])
      expect(TEXTS[`panel.audit.kind.${kind}`], kind).toBeTruthy();
  });

  it('writes a target from its kind and id, a user by name, and an unknown kind as stored', () => {
    expect(auditTarget(t, { targetType: 'match', targetId: 12, targetName: null })).toBe('Maç #12');
    expect(auditTarget(t, { targetType: 'user', targetId: 3, targetName: 'ali' })).toBe('ali');
    expect(auditTarget(t, { targetType: 'settings', targetId: null, targetName: null })).toBe(
      'Site ayarları',
    );
    expect(auditTarget(t, { targetType: 'gadget', targetId: 5, targetName: null })).toBe('gadget #5');
    expect(auditTarget(t, { targetType: '', targetId: null, targetName: null })).toBe('—');
  });
});

describe('the audit log’s credit texts', () => {
  const languages = import.meta.glob<{ default: Record<string, string> }>('../i18n/*.ts', { eager: true });

  it('tell a past event, not the buttons that move the credit, in every language', () => {
    expect(Object.keys(languages)).toHaveLength(17);
    for (const [file, { default: texts }] of Object.entries(languages))
      for (const way of ['in', 'out']) {
        const logged = texts[`panel.audit.action.credit.${way}`];
        expect(logged, `${file} ${way}`).toBeTruthy();
        expect(logged, `${file} ${way}`).not.toBe(texts[`panel.credit.${way}`]);
        // the finance page's rows name the same event
        expect(logged, `${file} ${way}`).toBe(texts[`panel.finance.kind.credit.${way}`]);
      }
  });
});
