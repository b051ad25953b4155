import { visuallyHidden } from '@/ui/VisuallyHidden/visuallyHidden.css';

export interface ChartTableProps {
  caption: string;
  /** The period or category column's header, then the figure's. */
  headers: readonly [string, string];
  rows: readonly (readonly [string, string])[];
}

/** A chart's figures as a table, for screen readers (the drawing itself is hidden from them). */
export function ChartTable({ caption, headers, rows }: ChartTableProps) {
  // Hidden through a wrapper: a table ignores the 1 px box itself and would lengthen the page.
  return (
    <div className={visuallyHidden}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{headers[0]}</th>
            <th scope="col">{headers[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value], i) => (
            <tr key={i}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
