import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A list's load that failed, once it is no longer loading: the server's message, else the general one. */
export function PanelLoadError({
  error,
  loading,
  className = 'panel-error',
}: {
  error: { message: string } | null | undefined;
  loading: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  if (!error || loading) return null;
  return (
    <p className={className} role="alert">
      {error.message || t('technicalError')}
    </p>
  );
}

/** What an action answered: a note when it went through, an alert when it was refused. */
export interface PanelMessageText {
  ok: boolean;
  text: string;
}

export function PanelMessage({ message, testId }: { message: PanelMessageText | null; testId?: string }) {
  if (!message) return null;
  return (
    <p
      className={message.ok ? 'panel-note' : 'panel-error'}
      role={message.ok ? 'status' : 'alert'}
      data-testid={testId}
    >
      {message.text}
    </p>
  );
}

/** A header cell's words as the eye reads them (a visually hidden name of a column of buttons is none). */
function shownText(th: HTMLTableCellElement): string {
  const copy = th.cloneNode(true) as HTMLElement;
  for (const hidden of Array.from(copy.querySelectorAll('.visually-hidden'))) hidden.remove();
  return copy.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

function setAttr(el: Element, name: string, value: string | null) {
  if (value === null) {
    if (el.hasAttribute(name)) el.removeAttribute(name);
  } else if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}

/**
 * Gives each data cell of the tables in `wrap` its column's header as `data-label` (what a phone's
 * card shows before the value), and the table parts their roles: a table drawn with CSS display
 * block is no table to a screen reader without them. Kept current as rows come and go and the
 * language changes.
 */
function labelCells(wrap: HTMLElement) {
  for (const table of Array.from(wrap.querySelectorAll('table'))) {
    setAttr(table, 'role', 'table');
    const headRows = table.tHead?.rows;
    const headers: string[] = [];
    for (const th of Array.from(headRows?.[headRows.length - 1]?.cells ?? [])) {
      const text = shownText(th);
      for (let i = 0; i < th.colSpan; i++) headers.push(text);
    }
    const sections = [table.tHead, ...Array.from(table.tBodies), table.tFoot].filter((s) => s !== null);
    for (const section of sections) {
      setAttr(section, 'role', 'rowgroup');
      for (const row of Array.from(section.rows)) {
        setAttr(row, 'role', 'row');
        let column = 0;
        for (const cell of Array.from(row.cells)) {
          const head = section === table.tHead;
          const rowHeader = !head && cell.tagName === 'TH';
          setAttr(cell, 'role', head ? 'columnheader' : rowHeader ? 'rowheader' : 'cell');
          // a row's own header is its card's title; a cell over several columns says itself
          const label = !head && !rowHeader && cell.colSpan === 1 ? headers[column] : '';
          if (!head) setAttr(cell, 'data-label', label || null);
          column += cell.colSpan;
        }
      }
    }
  }
}

/**
 * The frame of a panel table. Below 640 px each row is a card of lines, each led by its column's
 * name (taken from the table's header row), so a dealer reads a row on a phone without scrolling;
 * a wider screen shows the table as it is.
 *
 * With `cards={false}` (a table of two narrow columns) the table stays one on a phone too, and
 * scrolls sideways if it must: a named region the keyboard can reach and scroll (`label` names
 * it; `labelledBy` names it by a heading instead). Its default name says it scrolls sideways only
 * while it does: a phone's cards and a table that fits have nothing to scroll, and no tab stop.
 */
export function PanelTableWrap({
  children,
  label,
  labelledBy,
  cards = true,
}: {
  children: ReactNode;
  label?: string;
  labelledBy?: string;
  cards?: boolean;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const wrap = ref.current;
    if (!cards || !wrap) return;
    labelCells(wrap);
    const observer = new MutationObserver(() => labelCells(wrap));
    observer.observe(wrap, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [cards]);
  // whether the table is wider than its frame, again as the frame or the table change size
  useLayoutEffect(() => {
    const wrap = ref.current;
    if (!wrap) return;
    const measure = () => setScrolls(wrap.scrollWidth > wrap.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(wrap);
    for (const child of Array.from(wrap.children)) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={ref}
      className={cards ? 'panel-table-wrap panel-cards' : 'panel-table-wrap'}
      tabIndex={scrolls ? 0 : undefined}
      role="region"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : (label ?? t(scrolls ? 'panel.table.scroll' : 'panel.table.name'))}
    >
      {children}
    </div>
  );
}
