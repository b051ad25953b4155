import { describe, expect, it } from 'vitest';
import { eventsBehindText, rebuildProgressText, versionText, waitingText } from './projectionText';

describe('the operations view’s words for a read model', () => {
  it('says how far behind it is, with the cap as "10,000+"', () => {
    expect(eventsBehindText(0, false)).toBe('Up to date');
    expect(eventsBehindText(1, false)).toBe('1 event');
    expect(eventsBehindText(1234, false)).toBe('1,234 events');
    expect(eventsBehindText(10_000, true)).toBe('10,000+ events');
    expect(eventsBehindText(null, false)).toBe('Not counted');
  });

  it('says how long the first events not yet applied have waited, and nothing when none waits', () => {
    expect(waitingText(0)).toBeNull();
    expect(waitingText(null)).toBeNull();
    expect(waitingText(0.4)).toBe('waiting under 1 s');
    expect(waitingText(42.9)).toBe('waiting 42 s');
    expect(waitingText(185)).toBe('waiting 3 min');
    expect(waitingText(7200)).toBe('waiting 2 h');
    expect(waitingText(7500)).toBe('waiting 2 h 5 min');
  });

  it('gives a rebuild’s progress as events done of the total', () => {
    expect(rebuildProgressText(12_345, 100_000)).toBe('12,345 of 100,000 events');
    expect(rebuildProgressText(12_345, null)).toBe('12,345 events');
    expect(rebuildProgressText(null, null)).toBe('Under way');
  });

  it('names the rows’ version only when it differs from the projector’s', () => {
    expect(versionText(3, 3)).toBe('v3');
    expect(versionText(3, null)).toBe('v3');
    expect(versionText(3, 2)).toBe('v3 (rows v2)');
  });
});
