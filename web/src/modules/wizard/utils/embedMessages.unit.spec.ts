import { describe, expect, it } from 'vitest';
import { parentTargetOrigin } from './embedMessages';

describe("the wizard's height message target", () => {
  it("is the embedding page's origin the loader passed, else any parent", () => {
    expect(parentTargetOrigin('?parent=https%3A%2F%2Fshine.example')).toBe('https://shine.example');
    expect(parentTargetOrigin('?parent=http%3A%2F%2F127.0.0.2%3A8080&service=3')).toBe('http://127.0.0.2:8080');
    expect(parentTargetOrigin('')).toBe('*');
    // Not an origin (a path, another scheme, nonsense): never used as one.
    expect(parentTargetOrigin('?parent=https%3A%2F%2Fshine.example%2Fbook')).toBe('*');
    expect(parentTargetOrigin('?parent=javascript%3Aalert(1)')).toBe('*');
    expect(parentTargetOrigin('?parent=null')).toBe('*');
  });
});
