import { describe, expect, it } from 'vitest';
import { withRatio } from './figures.js';
import { checkFigure, figureLine, figuresJson } from './report.js';

const appends = withRatio({ key: 'append.single', label: 'event store appends, 1 writer', value: 1500, unit: 'events/s', baseline: 3000, note: '2000 appends' });
const services = withRatio({ key: 'http.publicServices', label: 'GET /api/services', value: 9000, unit: 'requests/s', baseline: 40000, p99Ms: 12.34, errors: 0 });
const batch = withRatio({ key: 'append.batch', label: 'batch appends', value: 80, unit: 'events/s', baseline: 100, baselineKind: 'copy' });
const p50 = { key: 'subscription.p50Ms', label: 'createBooking to bookingChanged, p50', value: 12.3456, unit: 'ms' };

describe('the bench report', () => {
  it('prints one line per figure with label, value, unit and the ratio against its baseline', () => {
    expect(figureLine(appends)).toBe('event store appends, 1 writer: 1,500 events/s, baseline 3,000 events/s, ratio 0.50 vs baseline (2000 appends)');
    expect(figureLine(p50)).toBe('createBooking to bookingChanged, p50: 12.3 ms');
    expect(figureLine(services)).toBe('GET /api/services: 9,000 requests/s, baseline 40,000 requests/s, ratio 0.23 vs baseline, p99 12.3 ms, 0 errors');
  });

  it('gives --json one object keyed by figure, with value and unit, and baseline and ratio only where measured', () => {
    expect(JSON.parse(figuresJson([appends, p50]))).toEqual({
      'append.single': { value: 1500, unit: 'events/s', baseline: 3000, ratio: 0.5 },
      'subscription.p50Ms': { value: 12.346, unit: 'ms' },
    });
  });

  it('carries a load figure’s p99 and errors, and what its baseline is, into --json', () => {
    expect(JSON.parse(figuresJson([services, batch]))).toEqual({
      'http.publicServices': { value: 9000, unit: 'requests/s', baseline: 40000, ratio: 0.225, p99Ms: 12.34, errors: 0 },
      'append.batch': { value: 80, unit: 'events/s', baseline: 100, ratio: 0.8, baselineKind: 'copy' },
    });
  });

  it('refuses two figures with one key', () => {
    expect(() => figuresJson([p50, { ...p50, value: 1 }])).toThrow('two figures are named subscription.p50Ms');
  });

  it('refuses keys that are not dotted lower camel case and values that are not finite numbers', () => {
    expect(() => checkFigure({ ...p50, key: 'Subscription P50' })).toThrow('is not dotted lower camel case');
    expect(() => checkFigure({ ...p50, key: 'web.admin.' })).toThrow('is not dotted lower camel case');
    expect(() => checkFigure({ ...p50, value: Number.NaN })).toThrow('has value NaN');
    expect(() => checkFigure(withRatio({ ...p50, baseline: 0, value: 1 }))).not.toThrow();
    expect(() => checkFigure({ ...appends, ratio: Number.POSITIVE_INFINITY })).toThrow('has ratio Infinity');
    expect(() => checkFigure(appends)).not.toThrow();
  });
});
