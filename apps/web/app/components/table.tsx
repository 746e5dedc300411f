// Table parts the data tables share (plans, domain suffixes, disk usage).
import type { ReactNode } from "react";

export interface Column {
  readonly label: ReactNode;
  /** Numbers and prices line up on the right. */
  readonly end?: boolean;
}

/** The header row of a table: one `<th scope="col">` per column, each with `cellClassName`. */
export function ColumnHeads({
  columns,
  cellClassName,
  className,
}: {
  columns: readonly Column[];
  cellClassName: string;
  /** The `<thead>`'s own classes. */
  className: string;
}) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((column, index) => (
          <th
            // Columns never move: their position is their identity.
            key={index}
            scope="col"
            className={column.end ? `${cellClassName} text-right` : cellClassName}
          >
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
