import { describe, it } from 'vitest';
import { type BookingStatusDefinition, type BookingStatusEvent, defaultBookingStatusDefinitions } from '@detailing/schema';
import { given } from '../commands/deciderSpec.js';
import { bookingStatusesDecider } from './bookingStatusesDecider.js';

const status = (id: string, label = id): BookingStatusDefinition => ({ id, name: label, label, description: '' });
const saved = (statuses: BookingStatusDefinition[]): BookingStatusEvent => ({ type: 'BookingStatusesSaved', data: { statuses } });
const save = (statuses: BookingStatusDefinition[]) => ({ type: 'SaveBookingStatuses' as const, statuses });

describe('SaveBookingStatuses', () => {
  it('saves the first list on an empty history (the starter catalog saves the seven of 000 §4)', () => {
    given(bookingStatusesDecider, []).when(save([...defaultBookingStatusDefinitions])).then([saved([...defaultBookingStatusDefinitions])]);
  });

  it('replaces the list in force with the one saved', () => {
    const list = [status('pending'), status('completed'), status('waiting_parts', 'Waiting for Parts')];
    given(bookingStatusesDecider, [saved([...defaultBookingStatusDefinitions])]).when(save(list)).then([saved(list)]);
  });

  it('records nothing when the list saved is the one in force', () => {
    given(bookingStatusesDecider, [saved([...defaultBookingStatusDefinitions])]).when(save([...defaultBookingStatusDefinitions])).then([]);
  });

  it("refuses a repeated id with 'Status ID already exists'", () => {
    given(bookingStatusesDecider, [])
      .when(save([status('pending'), status('completed'), status('approved'), status('approved', 'Again')]))
      .thenThrows('Status ID already exists');
  });

  it.each(['pending', 'completed'])("refuses to remove the essential status '%s'", (essential) => {
    const list = defaultBookingStatusDefinitions.filter((s) => s.id !== essential);
    given(bookingStatusesDecider, []).when(save(list)).thenThrows('Cannot delete essential system statuses');
  });

  it('checks against the list as last saved', () => {
    const list = [status('pending'), status('completed')];
    given(bookingStatusesDecider, [saved(list)]).when(save(list)).then([]);
  });
});
