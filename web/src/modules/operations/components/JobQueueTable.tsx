import { type FragmentType, getFragmentData, graphql } from '@/gql';
import * as styles from './operations.css';

export const JobQueueTable_queue = graphql(`
  fragment JobQueueTable_queue on JobQueue {
    queue
    waiting
    active
    delayed
    failed
  }
`);

const count = new Intl.NumberFormat('en-AU');

/** Each job queue's figures: waiting for a worker, running, waiting out a retry's backoff, given up. */
export function JobQueueTable(props: { queues: readonly FragmentType<typeof JobQueueTable_queue>[] }) {
  const queues = getFragmentData(JobQueueTable_queue, props.queues);
  return (
    // Focusable: on a narrow screen the table scrolls sideways, and a keyboard must reach that too.
    <div className={styles.tableWrap} tabIndex={0}>
      <table className={styles.table} aria-label="Job queues">
        <thead>
          <tr>
            <th scope="col">Queue</th>
            <th scope="col">Waiting</th>
            <th scope="col">Active</th>
            <th scope="col">Delayed</th>
            <th scope="col">Failed</th>
          </tr>
        </thead>
        <tbody>
          {queues.map((q) => (
            <tr key={q.queue} data-queue={q.queue}>
              <th scope="row" className={styles.name}>
                {q.queue}
              </th>
              <td className={styles.numeric}>{count.format(q.waiting)}</td>
              <td className={styles.numeric}>{count.format(q.active)}</td>
              <td className={styles.numeric}>{count.format(q.delayed)}</td>
              <td className={styles.numeric}>{count.format(q.failed)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
