import { useState, type InputHTMLAttributes } from 'react';
import { useDateFormat } from './time-zone.ts';
import './date-field.css';

/** A day alone, in the short form of the language (02.11.2026 in Turkish), as the site's other dates. */
const DAY: Intl.DateTimeFormatOptions = { dateStyle: 'short' };

/** A `yyyy-mm-dd` day as a UTC instant, or undefined for an empty or partial one. */
export function dayInstant(day: string): number | undefined {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return parts ? Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])) : undefined;
}

/**
 * A date filter field. The browser's own date input writes its day in the browser's language
 * (mm/dd/yyyy on an English phone), not the site's: this one keeps the native input (its picker,
 * its keyboard, its label and its `yyyy-mm-dd` value) and shows the chosen day over it in the
 * site language's own form. A tap anywhere on it opens the picker. While a day is typed with the
 * keyboard, the browser's own text shows instead (its parts fill one by one; the value stays empty
 * until the day is whole), and the site's form comes back when the field is left.
 */
export function DateField({
  value,
  onChange,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> & {
  value: string;
  onChange: (day: string) => void;
}) {
  const format = useDateFormat(DAY, 'UTC');
  const instant = dayInstant(value);
  const [typing, setTyping] = useState(false);
  return (
    <span className={typing ? 'date-field typing' : 'date-field'}>
      <input
        {...input}
        onKeyDown={(e) => {
          if (e.key !== 'Tab' && e.key !== 'Escape') setTyping(true);
          input.onKeyDown?.(e);
        }}
        onBlur={(e) => {
          setTyping(false);
          input.onBlur?.(e);
        }}
        type="date"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onClick={(e) => {
          try {
            e.currentTarget.showPicker();
          } catch {
            // a browser without showPicker, or a picker already open: its own behaviour stays
          }
        }}
      />
      <span className="date-field-text" aria-hidden="true">
        {instant === undefined ? '' : format.format(instant)}
      </span>
    </span>
  );
}
