import { randomUUID } from 'node:crypto';

/** Time and identity enter the domain only through these, so deciders stay pure and tests can pin them. */
export interface Clock {
  now(): string;
}
export const systemClock: Clock = { now: () => new Date().toISOString() };
export const newId = (): string => randomUUID();
