// A chart's figures as a table, folded under it: the text alternative a screen reader or a
// learner who wants the numbers reads, row by row, without walking the bars one at a time.
import { DETAIL_TEXTS } from '../../../../shared/review/progress-detail-texts';

export interface TableRow {
  key: string;
  label: string;
  cells: (string | number)[];
}

interface ChartTableProps {
  /** The table's caption: the chart's name. */
  caption: string;
  headings: string[];
  rows: TableRow[];
  /** Shown open (a table that is the figure itself, not an alternative to a chart). */
  open?: boolean;
}

const shown = (cell: string | number) => (typeof cell === 'number' ? cell.toLocaleString('en-US') : cell);

export function ChartTable({ caption, headings, rows, open = false }: ChartTableProps) {
  // No scrolling box: the columns are few and short, and wrap to fit a phone's card.
  const table = (
    <table className="chart-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {headings.map((heading) => (
            <th key={heading} scope="col">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            {row.cells.map((cell, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed by the headings.
              <td key={i}>{shown(cell)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  if (open) return table;
  return (
    <details className="chart-table__details">
      <summary>{DETAIL_TEXTS.showTable}</summary>
      {table}
    </details>
  );
}
