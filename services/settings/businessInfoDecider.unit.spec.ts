import { describe, it } from 'vitest';
import { type BusinessInfoEvent, type BusinessSettings, defaultBusinessInfo, defaultBusinessSettings } from '@detailing/schema';
import { given } from '../commands/deciderSpec.js';
import { businessInfoDecider } from './businessInfoDecider.js';

const saved = (data: BusinessSettings): BusinessInfoEvent => ({ type: 'BusinessInfoSaved', data });
const save = (changes: Partial<BusinessSettings>) => ({ type: 'SaveBusinessInfo' as const, changes });

describe('SaveBusinessInfo', () => {
  it('records the whole Business Info, the fields sent over the defaults', () => {
    given(businessInfoDecider, [])
      .when(save({ businessName: 'Shine Co', businessPhone: '03 9000 0000' }))
      .then([saved({ ...defaultBusinessSettings, businessName: 'Shine Co', businessPhone: '03 9000 0000' })]);
  });

  it('records the time zone with the rest, and keeps it when only other fields change', () => {
    given(businessInfoDecider, [])
      .when(save({ timeZone: 'Pacific/Auckland' }))
      .then([saved({ ...defaultBusinessSettings, timeZone: 'Pacific/Auckland' })]);
    given(businessInfoDecider, [saved({ ...defaultBusinessSettings, timeZone: 'Pacific/Auckland' })])
      .when(save({ businessPhone: '09 300 0000' }))
      .then([saved({ ...defaultBusinessSettings, timeZone: 'Pacific/Auckland', businessPhone: '09 300 0000' })]);
  });

  it('keeps the fields not sent as last saved, and clears one sent empty', () => {
    const first = { ...defaultBusinessSettings, businessName: 'Shine Co', businessAbn: '12 345 678 901', appDomain: 'shine.example' };
    given(businessInfoDecider, [saved(first)])
      .when(save({ businessAbn: '' }))
      .then([saved({ ...first, businessAbn: '' })]);
  });

  it('records nothing when nothing changes', () => {
    given(businessInfoDecider, []).when(save({ businessName: defaultBusinessInfo.businessName, timeZone: defaultBusinessSettings.timeZone })).then([]);
    given(businessInfoDecider, []).when(save({})).then([]);
  });
});
