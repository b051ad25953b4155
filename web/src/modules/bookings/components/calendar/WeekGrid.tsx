import { Button as AriaButton } from 'react-aria-components';
import { type FragmentType, getFragmentData, graphql } from '@/gql';
import { Icon } from '@/ui/Icon/Icon';
import { formatHour, hoursOf, toIsoDate } from '@/modules/bookings/utils/calendarDates';
import { CalendarEvent } from './CalendarEvent';
import * as styles from './calendar.css';

/** 000 §9: calendar hours 4am to 10pm. */
export const FIRST_HOUR = 4;
export const LAST_HOUR = 22;
const HOURS = Array.from({ length: LAST_HOUR - FIRST_HOUR }, (_, i) => FIRST_HOUR + i);

const pad = (n: number) => String(n).padStart(2, '0');

export const WeekGrid_booking = graphql(`
  fragment WeekGrid_booking on CalendarBooking {
    id
    date
    time
    endTime
    durationHours
    ...CalendarEvent_booking
  }
`);

export interface WeekGridProps {
  days: Date[];
  bookings: readonly FragmentType<typeof WeekGrid_booking>[];
  today: string;
  onView(id: string): void;
  onAdd(date: string, time: string): void;
}

export function WeekGrid({ days, today, onView, onAdd, ...props }: WeekGridProps) {
  const bookings = getFragmentData(WeekGrid_booking, props.bookings);
  return (
    <div className={styles.scroller}>
      <div className={styles.weekGrid} role="group" aria-label="Week">
        <div style={{ display: 'contents' }} aria-hidden="true">
          <div className={styles.dayHeader} />
          {days.map((day) => (
            <div
              key={toIsoDate(day)}
              className={`${styles.dayHeader} ${toIsoDate(day) === today ? styles.today : ''}`}
            >
              {day.toLocaleDateString('en-AU', { weekday: 'short', day: 'numeric', month: 'short' })}
            </div>
          ))}
        </div>
        <div style={{ display: 'contents' }}>
          <div className={styles.hourLabels} aria-hidden="true">
            {HOURS.map((hour) => (
              <div key={hour} className={styles.hourLabel}>
                {formatHour(hour)}
              </div>
            ))}
          </div>
          {days.map((day) => {
            const iso = toIsoDate(day);
            const dayLabel = day.toLocaleDateString('en-AU', { weekday: 'long', day: 'numeric', month: 'long' });
            return (
              <section key={iso} className={styles.dayColumn} aria-label={dayLabel}>
                {HOURS.map((hour) => (
                  <div key={hour} className={`${styles.slot} ${styles.hoverHost}`}>
                    <AriaButton
                      className={styles.addButton}
                      aria-label={`Add booking on ${dayLabel} at ${formatHour(hour)}`}
                      onPress={() => onAdd(iso, `${pad(hour)}:00`)}
                    >
                      <Icon name="filePlus" size={14} />
                    </AriaButton>
                  </div>
                ))}
                {bookings
                  .filter((b) => b.date === iso)
                  .map((booking) => {
                    const start = hoursOf(booking.time);
                    const end = hoursOf(booking.endTime);
                    const duration = end > start ? end - start : booking.durationHours;
                    const top = Math.max(0, start - FIRST_HOUR) * styles.HOUR_HEIGHT_PX;
                    const height = Math.max(duration * styles.HOUR_HEIGHT_PX, styles.MIN_CARD_HEIGHT_PX);
                    return (
                      <CalendarEvent
                        key={booking.id}
                        booking={booking}
                        className={styles.eventCard}
                        style={{ top, height }}
                        onView={onView}
                      />
                    );
                  })}
              </section>
            );
          })}
        </div>
      </div>
    </div>
  );
}
