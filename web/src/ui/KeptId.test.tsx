import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { KeptId, textWithElements } from './KeptId.tsx';

describe('a translated text with elements for some of its values', () => {
  it('puts each element where the language puts its value', () => {
    const parts = textWithElements(({ terminal = '' }) => `دُفعت في 30/11/2026 على الجهاز ${terminal}.`, {
      terminal: <KeptId>T-0001</KeptId>,
    });
    expect(parts).toHaveLength(3);
    expect(parts[0]).toBe('دُفعت في 30/11/2026 على الجهاز ');
    expect(isValidElement(parts[1])).toBe(true);
    expect(parts[2]).toBe('.');
  });

  it('keeps a text without the value as it is', () => {
    expect(textWithElements(() => 'Paid.', { terminal: 'T-1' })).toEqual(['Paid.']);
  });
});
