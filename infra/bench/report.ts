import type { Figure } from './figures.js';

/** Stable, dotted, lower camel case: `append.single`, `web.signIn.initialJsKbGzip`. */
const KEY = /^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)+$|^[a-z][a-zA-Z0-9]*$/;

/** Throws on a figure the JSON report could not carry faithfully: a malformed key or a value that is not a number. */
export function checkFigure(figure: Figure): void {
  if (!KEY.test(figure.key)) throw new Error(`figure key ${JSON.stringify(figure.key)} is not dotted lower camel case`);
  for (const [name, value] of [['value', figure.value], ['baseline', figure.baseline], ['ratio', figure.ratio], ['p99Ms', figure.p99Ms], ['errors', figure.errors]] as const) {
    if (value !== undefined && !Number.isFinite(value)) throw new Error(`figure ${figure.key} has ${name} ${value}`);
  }
}

const formatNumber = (value: number): string => {
  const digits = Number.isInteger(value) || Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return value.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
};

/** The text report's line: label, value and unit, the baseline and `ratio x.xx vs baseline` where there is one. */
export function figureLine(figure: Figure): string {
  let line = `${figure.label}: ${formatNumber(figure.value)} ${figure.unit}`;
  if (figure.baseline !== undefined) line += `, baseline ${formatNumber(figure.baseline)} ${figure.unit}`;
  if (figure.ratio !== undefined) line += `, ratio ${figure.ratio.toFixed(2)} vs baseline`;
  if (figure.p99Ms !== undefined) line += `, p99 ${formatNumber(figure.p99Ms)} ms`;
  if (figure.errors !== undefined) line += `, ${formatNumber(figure.errors)} errors`;
  if (figure.note) line += ` (${figure.note})`;
  return line;
}

const rounded = (value: number) => Math.round(value * 1000) / 1000;

/** `--json`: every figure of the run in one object keyed by figure key, with what each measured beside its value. */
export function figuresJson(figures: Figure[]): string {
  const report: Record<string, Record<string, number | string>> = {};
  for (const figure of figures) {
    if (Object.hasOwn(report, figure.key)) throw new Error(`two figures are named ${figure.key}`);
    report[figure.key] = {
      value: rounded(figure.value),
      unit: figure.unit,
      ...(figure.baseline === undefined ? {} : { baseline: rounded(figure.baseline) }),
      ...(figure.ratio === undefined ? {} : { ratio: rounded(figure.ratio) }),
      ...(figure.baselineKind === undefined ? {} : { baselineKind: figure.baselineKind }),
      ...(figure.p99Ms === undefined ? {} : { p99Ms: rounded(figure.p99Ms) }),
      ...(figure.errors === undefined ? {} : { errors: figure.errors }),
    };
  }
  return JSON.stringify(report, null, 2);
}
