import { describe, it } from 'vitest';
import { type BrandingEvent, DEFAULT_COMPANY_NAME } from '@detailing/schema';
import { given } from '../commands/deciderSpec.js';
import { brandingDecider } from './brandingDecider.js';

const A = `${'a'.repeat(64)}.png`;
const B = `${'b'.repeat(64)}.png`;
const saved = (companyName: string, blobId: string | null, loginIconName: string): BrandingEvent => ({
  type: 'BrandingSaved',
  data: { companyName, blobId, loginIconName },
});
const save = (changes: { companyName?: string; blobId?: string | null; loginIconName?: string }) => ({
  type: 'SaveBranding' as const,
  companyName: changes.companyName,
  blobId: changes.blobId,
  loginIconName: changes.loginIconName,
});

describe('SaveBranding', () => {
  it('renames the company, keeping the default (no) icon', () => {
    given(brandingDecider, []).when(save({ companyName: 'Shine Co' })).then([saved('Shine Co', null, '')]);
  });

  it('sets the first login icon with its name, keeping the default company name', () => {
    given(brandingDecider, []).when(save({ blobId: A, loginIconName: 'icon.png' })).then([saved(DEFAULT_COMPANY_NAME, A, 'icon.png')]);
  });

  it('replaces the icon; a new icon without a name does not keep the old name', () => {
    given(brandingDecider, [saved('Shine Co', A, 'icon.png')]).when(save({ blobId: B, loginIconName: 'new.png' })).then([saved('Shine Co', B, 'new.png')]);
    given(brandingDecider, [saved('Shine Co', A, 'icon.png')]).when(save({ blobId: B })).then([saved('Shine Co', B, '')]);
  });

  it('renames the company and keeps the icon it has', () => {
    given(brandingDecider, [saved('Shine Co', A, 'icon.png')]).when(save({ companyName: 'Gleam Co' })).then([saved('Gleam Co', A, 'icon.png')]);
    given(brandingDecider, [saved('Shine Co', A, 'icon.png')]).when(save({ companyName: 'Gleam Co', blobId: A })).then([saved('Gleam Co', A, 'icon.png')]);
  });

  it('removes the icon, and its name with it', () => {
    given(brandingDecider, [saved('Shine Co', A, 'icon.png')]).when(save({ blobId: null, loginIconName: 'ignored' })).then([saved('Shine Co', null, '')]);
  });

  it('records nothing when nothing changes', () => {
    given(brandingDecider, [saved('Shine Co', A, 'icon.png')]).when(save({ companyName: 'Shine Co', blobId: A })).then([]);
    given(brandingDecider, [saved('Shine Co', A, 'icon.png')]).when(save({})).then([]);
    given(brandingDecider, []).when(save({ companyName: DEFAULT_COMPANY_NAME, blobId: null })).then([]);
    given(brandingDecider, []).when(save({ loginIconName: 'no icon' })).then([]);
  });
});
