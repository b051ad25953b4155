import { formatCents } from '@detailing/schema/catalog/money';
import { useId, useMemo } from 'react';
import { bucketLabel, bucketTick, chartBuckets, type DayFigures, revenueChartTitle } from '@/modules/reports/utils/chartBuckets';
import { ChartTable } from './ChartTable';
import * as styles from './reports.css';

const BAR_SLOT = 10;
const BAR_WIDTH = 7;
const HEIGHT = 100;

/**
 * Paid revenue over the range as bars, drawn by hand (no chart library in the admin bundle). The
 * drawing stretches to its box (viewBox, no aspect ratio) while its words stay HTML; long ranges
 * are summed into weeks, months or years so the bars stay readable at 375 px.
 */
export function RevenueChart({ days }: { days: readonly DayFigures[] }) {
  const { unit, buckets } = useMemo(() => chartBuckets(days), [days]);
  const titleId = useId();
  const title = revenueChartTitle(unit);
  const max = Math.max(0, ...buckets.map((b) => b.paidRevenueCents));
  const width = Math.max(1, buckets.length) * BAR_SLOT;
  const first = buckets[0];
  const last = buckets.at(-1);
  return (
    <figure className={styles.chart} aria-labelledby={titleId}>
      <figcaption id={titleId} className={styles.sectionTitle}>
        {title}
      </figcaption>
      <div className={styles.plot} aria-hidden="true">
        <div className={styles.yAxis}>
          <span>{formatCents(max)}</span>
          <span>{formatCents(0)}</span>
        </div>
        <svg className={styles.svg} viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" focusable="false">
          <line className={styles.axisLine} x1={0} x2={width} y1={HEIGHT} y2={HEIGHT} />
          {buckets.map((bucket, i) => {
            const height = max === 0 ? 0 : Math.max(bucket.paidRevenueCents > 0 ? 1 : 0, (bucket.paidRevenueCents / max) * HEIGHT);
            return (
              <rect
                key={bucket.from}
                className={styles.bar}
                x={i * BAR_SLOT + (BAR_SLOT - BAR_WIDTH) / 2}
                width={BAR_WIDTH}
                y={HEIGHT - height}
                height={height}
              />
            );
          })}
        </svg>
        <div className={styles.xAxis}>
          <span>{first && bucketTick(first, unit)}</span>
          <span>{last && last !== first && bucketTick(last, unit)}</span>
        </div>
      </div>
      <ChartTable
        caption={title}
        headers={['Period', 'Paid Revenue']}
        rows={buckets.map((bucket) => [bucketLabel(bucket, unit), formatCents(bucket.paidRevenueCents)] as const)}
      />
    </figure>
  );
}
