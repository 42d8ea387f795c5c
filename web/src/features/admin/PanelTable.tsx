import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { tableFeatures, useTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { PanelTableWrap } from './PanelParts.tsx';

/** The panel's tables use the core row model only: the server filters, sorts and pages. */
const features = tableFeatures({});
type Features = typeof features;

/** One column of a panel table: its header and how a row shows in it. */
export interface PanelColumn<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** right-aligned figures */
  numeric?: boolean;
  /** a class for the cell of a row (e.g. a movement's direction) */
  cellClass?: (row: T) => string | undefined;
}

interface PanelTableProps<T extends RowData> {
  testId: string;
  /** the scrolling region's name; the panel's default when absent */
  label?: string;
  caption?: ReactNode;
  columns: readonly PanelColumn<T>[];
  rows: readonly T[] | undefined;
  /** the rows shown are an earlier answer's (e.g. of the last filter) while the new one is on its way */
  stale?: boolean;
  rowKey: (row: T) => string;
  /** data attributes of a row, for the pages' own lookups */
  rowData?: (row: T) => Record<`data-${string}`, string | number>;
  /** what a row is expected to measure before it is drawn (px) */
  rowHeight?: number;
}

const NO_ROWS: never[] = [];

/**
 * The panel's table for long lists: a headless table (TanStack Table) drawn as a real HTML table,
 * whose rows are virtualised against the page's scroll (TanStack Virtual, as the match lists
 * are): only the rows near the screen are in the document, the rest are spacer height, and the
 * table states its full row count so assistive technology knows how many there are.
 */
export function PanelTable<T extends RowData>({
  testId,
  label,
  caption,
  columns,
  rows,
  stale = false,
  rowKey,
  rowData,
  rowHeight = 44,
}: PanelTableProps<T>) {
  const data = (rows ?? NO_ROWS) as T[];
  const defs = useMemo(
    () =>
      columns.map((c): ColumnDef<Features, T> => ({
        id: c.id,
        header: () => c.header,
        cell: (info) => c.cell(info.row.original),
      })),
    [columns],
  );
  const table = useTable({ features, columns: defs, data, getRowId: (row) => rowKey(row) });
  const tableRows = table.getRowModel().rows;

  // the body's distance from the top of the page, for the window's scroll position
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const el = bodyRef.current;
      if (el) setScrollMargin(Math.round(el.getBoundingClientRect().top + window.scrollY));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [tableRows.length]);

  const virtualizer = useWindowVirtualizer({
    count: tableRows.length,
    estimateSize: () => rowHeight,
    overscan: 8,
    scrollMargin,
    getItemKey: (i) => tableRows[i]?.id ?? i,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const before = first ? first.start - scrollMargin : 0;
  const after = last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0;
  const spacer = (height: number, key: string) =>
    height > 0 ? (
      <tr key={key} aria-hidden="true" className="panel-table-spacer">
        <td colSpan={columns.length} style={{ height }} />
      </tr>
    ) : null;

  return (
    <PanelTableWrap label={label}>
      <table
        className="panel-table"
        data-testid={testId}
        aria-rowcount={tableRows.length + 1}
        aria-busy={rows === undefined || stale || undefined}
      >
        {/* no rows yet, or an earlier answer's: the caption's count would read as the answer; the
            panel says it is loading */}
        {caption !== undefined && rows !== undefined && !stale && (
          <caption className="panel-note">{caption}</caption>
        )}
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={1}>
              {group.headers.map((header, i) => (
                <th key={header.id} scope="col" className={columns[i]?.numeric ? 'num' : undefined}>
                  <table.FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody ref={bodyRef}>
          {spacer(before, 'before')}
          {items.map((item) => {
            const row = tableRows[item.index]!;
            return (
              <tr
                key={row.id}
                data-index={item.index}
                ref={virtualizer.measureElement}
                aria-rowindex={item.index + 2}
                {...rowData?.(row.original)}
              >
                {row.getAllCells().map((cell, i) => {
                  const column = columns[i];
                  const classes = [column?.numeric ? 'num' : '', column?.cellClass?.(row.original) ?? '']
                    .filter(Boolean)
                    .join(' ');
                  return (
                    <td key={cell.id} className={classes || undefined}>
                      <table.FlexRender cell={cell} />
                    </td>
                  );
                })}
              </tr>
            );
          })}
          {spacer(after, 'after')}
        </tbody>
      </table>
    </PanelTableWrap>
  );
}
