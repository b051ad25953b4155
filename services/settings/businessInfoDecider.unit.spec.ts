import { describe, it } from 'vitest';
import { type BusinessInfo, type BusinessInfoEvent, defaultBusinessInfo } from '@detailing/schema';
import { given } from '../commands/deciderSpec.js';
import { businessInfoDecider } from './businessInfoDecider.js';

const saved = (data: BusinessInfo): BusinessInfoEvent => ({ type: 'BusinessInfoSaved', data });
const save = (changes: Partial<BusinessInfo>) => ({ type: 'SaveBusinessInfo' as const, changes });

describe('SaveBusinessInfo', () => {
  it('records the whole Business Info, the fields sent over the defaults', () => {
    given(businessInfoDecider, [])
      .when(save({ businessName: 'Shine Co', businessPhone: '03 9000 0000' }))
      .then([saved({ ...defaultBusinessInfo, businessName: 'Shine Co', businessPhone: '03 9000 0000' })]);
  });

  it('keeps the fields not sent as last saved, and clears one sent empty', () => {
    const first = { ...defaultBusinessInfo, businessName: 'Shine Co', businessAbn: '12 345 678 901', appDomain: 'shine.example' };
    given(businessInfoDecider, [saved(first)])
      .when(save({ businessAbn: '' }))
      .then([saved({ ...first, businessAbn: '' })]);
  });

  it('records nothing when nothing changes', () => {
    given(businessInfoDecider, []).when(save({ businessName: defaultBusinessInfo.businessName })).then([]);
    given(businessInfoDecider, []).when(save({})).then([]);
  });
});
