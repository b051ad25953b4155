import { eventsBehindText, positionText, stateLabels, versionText, waitingText } from '@/modules/operations/utils/projectionText';
import { Badge } from '@/ui/Badge/Badge';
import { card, cardFields, cardTitle } from '@/ui/Card/Card.css';
import { formatInstantLong } from '@/utils/formatInstantLong';
import * as styles from './operations.css';
import type { ProjectionListProps } from './ProjectionTable';
import { RebuildProgress } from './RebuildProgress';

/** The read models as cards, on a narrow screen. */
export function ProjectionCards({ projections, timeZone, showHolder }: ProjectionListProps) {
  return (
    <ul className={styles.cards} aria-label="Read models">
      {projections.map((p) => (
        <li key={p.name} className={card} data-projection={p.name}>
          <div className={styles.cardHeader}>
            <h3 className={cardTitle}>{p.name}</h3>
            <Badge tone={stateLabels[p.state].tone}>{stateLabels[p.state].label}</Badge>
          </div>
          {p.rebuild && <RebuildProgress name={p.name} {...p.rebuild} />}
          <dl className={cardFields}>
            <dt>Position</dt>
            <dd className={styles.numeric}>{positionText(p.position)}</dd>
            {p.updatedAt && (
              <>
                <dt>Updated</dt>
                <dd>{formatInstantLong(p.updatedAt, timeZone)}</dd>
              </>
            )}
            <dt>Events behind</dt>
            <dd>
              {eventsBehindText(p.eventsBehind, p.eventsBehindCapped)}
              {waitingText(p.secondsBehind) && <div className={styles.muted}>{waitingText(p.secondsBehind)}</div>}
            </dd>
            <dt>Version</dt>
            <dd>{versionText(p.version, p.rowsVersion)}</dd>
            {showHolder && (
              <>
                <dt>Holder</dt>
                <dd>
                  {p.lease?.holder ?? 'Nobody'}
                  {p.lease?.since && <div className={styles.muted}>since {formatInstantLong(p.lease.since, timeZone)}</div>}
                </dd>
              </>
            )}
          </dl>
        </li>
      ))}
    </ul>
  );
}
