/**
 * One measured figure of `npm run bench`. `--json` prints every figure of a run as one object
 * keyed by `key`; the text report prints `label`. A figure compared against something measured
 * in the same run names that `baseline` and the `ratio` value / baseline.
 */
export interface Figure {
  /** Stable, dotted, lower camel case: `append.single`, `export.ics.longNameRatio`. */
  key: string;
  label: string;
  value: number;
  unit: string;
  baseline?: number;
  ratio?: number;
  /** What the baseline is, where a reader of `--json` needs it: `"copy"` for a raw COPY of the same rows. */
  baselineKind?: string;
  /** Under load: the 99th percentile latency of the measured requests, in ms. */
  p99Ms?: number;
  /** Under load: requests that failed or were answered other than 2xx. */
  errors?: number;
  /** Context a reader needs (sizes, database kind); never parsed. */
  note?: string;
}

/** What a bench section is given: `quick` asks for small sizes, so the whole run stays under two minutes. */
export interface BenchOptions {
  quick: boolean;
}

export type BenchSection = (options: BenchOptions) => Promise<Figure[]>;

export const withRatio = (figure: Omit<Figure, 'ratio'> & { baseline: number }): Figure => ({
  ...figure,
  ratio: figure.baseline === 0 ? 0 : figure.value / figure.baseline,
});
