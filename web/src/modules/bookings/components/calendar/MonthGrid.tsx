import { Button as AriaButton } from 'react-aria-components';
import { type FragmentType, getFragmentData, graphql } from '@/gql';
import { Icon } from '@/ui/Icon/Icon';
import { toIsoDate } from '@/modules/bookings/utils/calendarDates';
import { CalendarEvent } from './CalendarEvent';
import * as styles from './calendar.css';

/** 000 §2: up to 3 bookings per day, then '+N more'; new bookings from a cell start at 09:00. */
const MAX_PER_DAY = 3;
const MONTH_CELL_DEFAULT_TIME = '09:00';
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export const MonthGrid_booking = graphql(`
  fragment MonthGrid_booking on CalendarBooking {
    id
    date
    time
    ...CalendarEvent_booking
  }
`);

export interface MonthGridProps {
  days: Date[];
  month: number;
  bookings: readonly FragmentType<typeof MonthGrid_booking>[];
  today: string;
  onView(id: string): void;
  onAdd(date: string, time: string): void;
}

export function MonthGrid({ days, month, today, onView, onAdd, ...props }: MonthGridProps) {
  const bookings = getFragmentData(MonthGrid_booking, props.bookings);
  return (
    <div className={styles.scroller}>
      <div className={styles.monthGrid}>
        {WEEKDAYS.map((name) => (
          <div key={name} className={styles.dayHeader} aria-hidden="true">
            {name}
          </div>
        ))}
        {days.map((day) => {
          const iso = toIsoDate(day);
          const dayBookings = bookings.filter((b) => b.date === iso).sort((a, b) => a.time.localeCompare(b.time));
          const hidden = dayBookings.length - MAX_PER_DAY;
          const dayLabel = day.toLocaleDateString('en-AU', { weekday: 'long', day: 'numeric', month: 'long' });
          const classes = [styles.monthCell, day.getMonth() !== month ? styles.outside : '', iso === today ? styles.today : '']
            .filter(Boolean)
            .join(' ');
          return (
            <section key={iso} className={`${classes} ${styles.hoverHost}`} aria-label={dayLabel}>
              <div className={styles.monthCellTop} style={{ width: '100%' }}>
                <span aria-hidden="true">{day.getDate()}</span>
                <AriaButton
                  className={styles.addButton}
                  aria-label={`Add booking on ${dayLabel}`}
                  onPress={() => onAdd(iso, MONTH_CELL_DEFAULT_TIME)}
                >
                  <Icon name="filePlus" size={14} />
                </AriaButton>
              </div>
              {dayBookings.slice(0, MAX_PER_DAY).map((booking) => (
                <CalendarEvent key={booking.id} booking={booking} className={styles.monthEvent} textClassName={styles.monthEventText} compact onView={onView} />
              ))}
              {hidden > 0 && <span className={styles.more}>+{hidden} more</span>}
            </section>
          );
        })}
      </div>
    </div>
  );
}
