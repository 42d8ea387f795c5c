import { useMemo } from 'react';
import { formatAmount, mayBecomeAmount, readTypedAmount, type Minor } from '@bet/shared';
import { useDecimalSign } from './use-money.ts';

/** A box for an amount of money in the page's language, read by the stake box's rule. */
export interface TypedAmount {
  /** the language's decimal sign (',' in Turkish, '.' in English and Arabic) */
  decimal: string;
  /** what the text stands for in minor units ('1.000,50' in Turkish, '1,000.50' in English); null when no amount */
  read: (text: string) => Minor | null;
  /** what the box keeps of a key: the typed text, or `before` when no more digits can make it an amount ('10,505') */
  keep: (typed: string, before: string) => string;
  /** an amount as the box shows it to be edited: '1000,50' in Turkish, '1000.50' in English */
  show: (minor: Minor) => string;
}

/**
 * The typed-amount rule (`readTypedAmount`, `mayBecomeAmount`) with the page's decimal sign, for
 * every box where money is typed: the stake box's and the payment forms' reading, so '1.000' is a
 * thousand in Turkish everywhere and '10.5' ten and a half.
 */
export function useTypedAmount(): TypedAmount {
  const decimal = useDecimalSign();
  return useMemo(() => typedAmountIn(decimal), [decimal]);
}

/** The same for a language whose decimal sign is `decimal` (what `useDecimalSign` gives). */
export function typedAmountIn(decimal: string): TypedAmount {
  return {
    decimal,
    read: (text) => readTypedAmount(text.trim(), decimal),
    keep: (typed, before) => (mayBecomeAmount(typed.trim(), decimal) ? typed : before),
    show: (minor) => formatAmount(minor).replace('.', decimal),
  };
}
