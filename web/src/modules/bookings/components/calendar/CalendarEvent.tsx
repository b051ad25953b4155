import { Button as AriaButton } from 'react-aria-components';
import type { CalendarBookingsQuery } from '../../../../gql/graphql';
import { Badge } from '../../../../ui/Badge/Badge';
import { bookingStatusLabel } from '../../utils/bookingStatusLabel';
import { bookingStatusTone } from '../../utils/bookingStatusTone';
import { calendarStatusLabel } from '../../utils/calendarStatusLabel';

export type CalendarBookingItem = CalendarBookingsQuery['calendarBookings'][number];

const srOnly: React.CSSProperties = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0,0,0,0)' };

/** Separates the parts of a booking's accessible name; invisible on screen. */
const Pause = () => <span style={srOnly}>, </span>;

/** The short calendar label on screen ('OK', 'Care', 'X'); the full status for screen readers. */
export function CalendarStatusBadge({ status }: { status: string }) {
  return (
    <Badge tone={bookingStatusTone(status)}>
      <span aria-hidden="true">{calendarStatusLabel(status) ?? bookingStatusLabel(status)}</span>
      <span style={srOnly}>{bookingStatusLabel(status)}</span>
    </Badge>
  );
}

export interface CalendarEventProps {
  booking: CalendarBookingItem;
  className: string;
  /** The month cell's text class, which truncates a long name before the badge. */
  textClassName?: string;
  style?: React.CSSProperties;
  compact?: boolean;
  onView(id: string): void;
}

/** A booking on the calendar; pressing it opens its details. */
export function CalendarEvent({ booking, className, textClassName, style, compact, onView }: CalendarEventProps) {
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
          <CalendarStatusBadge status={booking.status} />
        </>
      ) : (
        <>
          <strong>{booking.fullName}</strong>
          <Pause />
          <span>
            {booking.time} to {booking.endTime}
          </span>
          <Pause />
          <CalendarStatusBadge status={booking.status} />
        </>
      )}
    </AriaButton>
  );
}
