import type { KeyboardEvent, ReactNode } from 'react';

export interface DataTableColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Cells holding their own controls (a toggle): clicks there do not open the row. */
  isInteractive?: boolean;
}

interface DataTableProps<Row> {
  /** Accessible name of the table. */
  label: string;
  columns: DataTableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  onRowClick?: (row: Row) => void;
  isLoading?: boolean;
  /**
   * The rows could not be loaded: the table says so, with Try again when `onRetry` is given,
   * rather than showing the empty text as if there were nothing to list.
   */
  loadFailed?: boolean;
  onRetry?: () => void;
  emptyText: string;
}

export function DataTable<Row>({ label, columns, rows, rowKey, onRowClick, isLoading, loadFailed, onRetry, emptyText }: DataTableProps<Row>) {
  const openOnKey = (event: KeyboardEvent, row: Row) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRowClick?.(row);
    }
  };
  const placeholder = isLoading ? 'Loading…' : loadFailed ? <LoadFailure onRetry={onRetry} /> : rows.length === 0 ? emptyText : null;

  return (
    <div className="table-scroll">
      <table className="data-table" aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {placeholder !== null ? (
            <tr>
              <td className="data-table__placeholder" colSpan={columns.length}>
                {placeholder}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr
                key={rowKey(row)}
                className={onRowClick ? 'data-table__row--clickable' : undefined}
                tabIndex={onRowClick ? 0 : undefined}
                onClick={onRowClick && (() => onRowClick(row))}
                onKeyDown={onRowClick && ((event) => openOnKey(event, row))}
              >
                {columns.map((column) => (
                  <td
                    key={column.header}
                    onClick={column.isInteractive ? (event) => event.stopPropagation() : undefined}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Whether a list query failed with no rows to show: rows loaded before a failed refresh stay on
 * show; without any, the failure takes the place of the rows (and of the footer's count).
 */
export function listLoadFailed(list: { isError: boolean; data?: unknown }): boolean {
  return list.isError && list.data === undefined;
}

/** In place of the rows when they could not be loaded; the notice that names the list has been shown already. */
function LoadFailure({ onRetry }: { onRetry: (() => void) | undefined }) {
  return (
    <div className="data-table__failure">
      <span>Could not load the list.</span>
      {onRetry && (
        <button type="button" className="button button--small" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
