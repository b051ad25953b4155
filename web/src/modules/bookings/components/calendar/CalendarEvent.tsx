import { Button as AriaButton } from 'react-aria-components';
import { type FragmentType, getFragmentData, graphql } from '@/gql';
import { Badge } from '@/ui/Badge/Badge';
import { visuallyHidden } from '@/ui/VisuallyHidden/visuallyHidden.css';
import { bookingStatusTone } from '@/utils/statusTones';
import { calendarStatusLabel } from '@/modules/bookings/utils/calendarStatusLabel';
import { eventLine, eventRow } from './calendar.css';

export const CalendarEvent_booking = graphql(`
  fragment CalendarEvent_booking on CalendarBooking {
    id
    fullName
    time
    endTime
    status
    statusLabel
    services {
      id
      name
    }
  }
`);

/** Separates the parts of a booking's accessible name; invisible on screen. */
const Pause = () => <span className={visuallyHidden}>, </span>;

/** The short calendar label on screen ('OK', 'Care', 'X'); the full status label for screen readers. */
export function CalendarStatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <Badge tone={bookingStatusTone(status)}>
      <span aria-hidden="true">{calendarStatusLabel(status) ?? label}</span>
      <span className={visuallyHidden}>{label}</span>
    </Badge>
  );
}

export interface CalendarEventProps {
  booking: FragmentType<typeof CalendarEvent_booking>;
  className: string;
  /** The month cell's text class, which truncates a long name before the badge. */
  textClassName?: string;
  style?: React.CSSProperties;
  compact?: boolean;
  onView(id: string): void;
}

/** A booking on the calendar; pressing it opens its details. */
export function CalendarEvent({ className, textClassName, style, compact, onView, ...props }: CalendarEventProps) {
  const booking = getFragmentData(CalendarEvent_booking, props.booking);
  const services = booking.services.map((service) => service.name).join(', ');
  return (
    <AriaButton
      className={className}
      style={style}
      onPress={() => onView(booking.id)}
    >
      {compact ? (
        <>
          <span className={textClassName}>
            {booking.time} {booking.fullName}
          </span>
          <Pause />
          <CalendarStatusBadge status={booking.status} label={booking.statusLabel} />
          {/* No room in a month cell: the services are read out, not shown. */}
          <span className={visuallyHidden}>, {services}</span>
        </>
      ) : (
        <>
          <strong className={eventLine}>{booking.fullName}</strong>
          <Pause />
          <span className={eventRow}>
            <span className={eventLine}>
              {booking.time} to {booking.endTime}
            </span>
            <Pause />
            <CalendarStatusBadge status={booking.status} label={booking.statusLabel} />
          </span>
          <Pause />
          <span className={eventLine}>{services}</span>
        </>
      )}
    </AriaButton>
  );
}
