import { describe, expect, it } from 'vitest';
import type { StarterCatalogEvent } from '@detailing/schema';
import { given } from '../commands/deciderSpec.js';
import { starterCatalogDecider } from './starterCatalogDecider.js';

const claimed = (steps: string[]): StarterCatalogEvent => ({ type: 'StarterCatalogClaimed', data: { steps } });
const seeded: StarterCatalogEvent = { type: 'StarterCatalogSeeded', data: {} };

describe('ClaimStarterCatalog', () => {
  it('claims the steps on a store that never seeded', () => {
    given(starterCatalogDecider, []).when({ type: 'ClaimStarterCatalog', steps: ['booking-statuses', 'service:full-detail'] }).then([claimed(['booking-statuses', 'service:full-detail'])]);
  });

  it('records nothing once claimed: the first claim and its steps stand', () => {
    given(starterCatalogDecider, [claimed(['booking-statuses'])]).when({ type: 'ClaimStarterCatalog', steps: ['service:full-detail'] }).then([]);
    given(starterCatalogDecider, [claimed(['booking-statuses']), seeded]).when({ type: 'ClaimStarterCatalog', steps: ['booking-statuses'] }).then([]);
  });
});

describe('MarkStarterCatalogSeeded', () => {
  it('marks a claimed seed as done, once', () => {
    given(starterCatalogDecider, [claimed(['booking-statuses'])]).when({ type: 'MarkStarterCatalogSeeded' }).then([seeded]);
    given(starterCatalogDecider, [claimed(['booking-statuses']), seeded]).when({ type: 'MarkStarterCatalogSeeded' }).then([]);
  });

  it('is a programming error before any claim', () => {
    given(starterCatalogDecider, []).when({ type: 'MarkStarterCatalogSeeded' }).thenThrows('cannot be marked seeded before it is claimed');
  });
});

describe('state', () => {
  it('knows the claimed steps and whether they are all recorded', () => {
    const state = [claimed(['a', 'b']), seeded].reduce(starterCatalogDecider.evolve, starterCatalogDecider.initialState);
    expect(state).toEqual({ steps: ['a', 'b'], seeded: true });
  });
});
