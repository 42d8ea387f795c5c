import { Fragment, type ReactNode } from 'react';

/** A private-use character pair around a value's number: no translation holds one. */
const mark = (index: number) => `\ue000${index}\ue001`;
const MARKS = /\ue000(\d+)\ue001/;

/**
 * A translated text with some of its values as elements (an id that must stay whole, say): the
 * text is asked for with a marker in place of each of those values, and the markers in what it
 * answers become the elements, wherever the language puts them.
 */
export function textWithElements(
  text: (markers: Record<string, string>) => string,
  elements: Readonly<Record<string, ReactNode>>,
): ReactNode[] {
  const names = Object.keys(elements);
  const parts = text(Object.fromEntries(names.map((name, i) => [name, mark(i)]))).split(MARKS);
  return parts.map((part, i) =>
    i % 2 === 0 ? part : <Fragment key={i}>{elements[names[Number(part)] ?? '']}</Fragment>,
  );
}

/**
 * An id inside a sentence (a terminal number, a ticket id): one piece, never broken at its hyphen
 * across two lines, and left to right in a right-to-left page.
 */
export function KeptId({ children }: { children: ReactNode }) {
  return (
    <bdi dir="ltr" className="kept-id">
      {children}
    </bdi>
  );
}
