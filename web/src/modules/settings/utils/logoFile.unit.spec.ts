import { describe, expect, it } from 'vitest';
import { logoFileProblem } from './logoFile';

describe('a file chosen as the logo or login icon', () => {
  it.each(['image/png', 'image/jpeg', 'image/svg+xml', 'image/heic'])('is taken when its type is %s', (type) => {
    expect(logoFileProblem({ type })).toBeNull();
  });

  it.each(['application/pdf', 'text/plain', '', 'text/html'])("is refused with 'Please upload only image files' when its type is '%s'", (type) => {
    expect(logoFileProblem({ type })).toBe('Please upload only image files');
  });
});
