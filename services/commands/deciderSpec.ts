import { expect } from 'vitest';
import type { Decider } from './decider.js';

/** given([...events]).when(command).then([...events]) | .thenThrows(message) */
export function given<C, E, S>(decider: Decider<C, E, S>, events: E[]) {
  const state = events.reduce(decider.evolve, decider.initialState);
  return {
    when(command: C) {
      return {
        then(expected: E[]) {
          expect(decider.decide(command, state)).toEqual(expected);
        },
        thenThrows(message: string) {
          expect(() => decider.decide(command, state)).toThrow(message);
        },
      };
    },
  };
}
