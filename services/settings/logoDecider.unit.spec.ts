import { describe, it } from 'vitest';
import type { LogoEvent } from '@detailing/schema';
import { given } from '../commands/deciderSpec.js';
import { logoDecider } from './logoDecider.js';

const A = `${'a'.repeat(64)}.png`;
const B = `${'b'.repeat(64)}.png`;
const saved = (blobId: string | null, logoName: string): LogoEvent => ({ type: 'LogoSaved', data: { blobId, logoName } });
const save = (blobId: string | null | undefined, logoName?: string) => ({ type: 'SaveLogo' as const, blobId, logoName });

describe('SaveLogo', () => {
  it('sets the first logo with its name', () => {
    given(logoDecider, []).when(save(A, 'shine.png')).then([saved(A, 'shine.png')]);
  });

  it('replaces the image; a new image without a name does not keep the old name', () => {
    given(logoDecider, [saved(A, 'shine.png')]).when(save(B, 'new.png')).then([saved(B, 'new.png')]);
    given(logoDecider, [saved(A, 'shine.png')]).when(save(B)).then([saved(B, '')]);
  });

  it('renames the logo shown, keeping its image', () => {
    given(logoDecider, [saved(A, 'shine.png')]).when(save(undefined, 'Shine logo')).then([saved(A, 'Shine logo')]);
    given(logoDecider, [saved(A, 'shine.png')]).when(save(A, 'Shine logo')).then([saved(A, 'Shine logo')]);
  });

  it('removes the logo, and its name with it', () => {
    given(logoDecider, [saved(A, 'shine.png')]).when(save(null, 'ignored')).then([saved(null, '')]);
  });

  it('records nothing when nothing changes', () => {
    given(logoDecider, [saved(A, 'shine.png')]).when(save(A)).then([]);
    given(logoDecider, [saved(A, 'shine.png')]).when(save(undefined)).then([]);
    given(logoDecider, []).when(save(null)).then([]);
    given(logoDecider, []).when(save(undefined, 'no image')).then([]);
  });
});
