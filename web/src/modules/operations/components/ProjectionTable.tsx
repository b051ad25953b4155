import type { ProjectionRow_ProjectionFragment } from '@/gql/graphql';
import { eventsBehindText, positionText, stateLabels, versionText, waitingText } from '@/modules/operations/utils/projectionText';
import { Badge } from '@/ui/Badge/Badge';
import { formatInstantLong } from '@/utils/formatInstantLong';
import * as styles from './operations.css';
import { RebuildProgress } from './RebuildProgress';

export interface ProjectionListProps {
  projections: readonly ProjectionRow_ProjectionFragment[];
  timeZone: string;
  /** The runner records which process holds each read model: show the Holder column. */
  showHolder: boolean;
}

/** The read models as a table, on a wide screen. */
export function ProjectionTable({ projections, timeZone, showHolder }: ProjectionListProps) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-label="Read models">
        <thead>
          <tr>
            <th scope="col">Read model</th>
            <th scope="col">State</th>
            <th scope="col">Position</th>
            <th scope="col">Events behind</th>
            <th scope="col">Version</th>
            {showHolder && <th scope="col">Holder</th>}
            <th scope="col">Rebuild</th>
          </tr>
        </thead>
        <tbody>
          {projections.map((p) => (
            <tr key={p.name} data-projection={p.name}>
              <th scope="row" className={styles.name}>
                {p.name}
              </th>
              <td>
                <Badge tone={stateLabels[p.state].tone}>{stateLabels[p.state].label}</Badge>
              </td>
              <td>
                <div className={styles.numeric}>{positionText(p.position)}</div>
                {p.updatedAt && <div className={styles.muted}>{formatInstantLong(p.updatedAt, timeZone)}</div>}
              </td>
              <td>
                <div className={styles.numeric}>{eventsBehindText(p.eventsBehind, p.eventsBehindCapped)}</div>
                {waitingText(p.secondsBehind) && <div className={styles.muted}>{waitingText(p.secondsBehind)}</div>}
              </td>
              <td className={styles.numeric}>{versionText(p.version, p.rowsVersion)}</td>
              {showHolder && (
                <td>
                  <div className={styles.nowrap}>{p.lease?.holder ?? 'Nobody'}</div>
                  {p.lease?.since && <div className={styles.muted}>since {formatInstantLong(p.lease.since, timeZone)}</div>}
                </td>
              )}
              <td className={styles.progressCell}>
                {p.rebuild ? <RebuildProgress name={p.name} {...p.rebuild} /> : <span className={styles.muted}>None</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
