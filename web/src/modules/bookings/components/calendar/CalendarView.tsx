import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { Button } from '@/ui/Button/Button';
import { bookingErrorToasts } from '@/modules/bookings/utils/bookingErrorToasts';
import { toast } from '@/ui/Toast/toast';
import { useErrorToast } from '@/ui/Toast/useErrorToast';
import { useBusinessTimeZone } from '@/modules/settings/hooks/useBusinessTimeZone';
import { businessToday } from '@/modules/settings/utils/businessToday';
import { CalendarBookingsQuery } from '@/modules/bookings/graphql/CalendarBookingsQuery';
import { addDays, monthGridDays, toIsoDate, weekDays } from '@/modules/bookings/utils/calendarDates';
import { downloadCalendarIcs } from '@/modules/bookings/utils/downloadCalendarIcs';
import * as styles from './calendar.css';
import { MonthGrid } from './MonthGrid';
import { WeekGrid } from './WeekGrid';

type CalendarMode = 'week' | 'month';

export interface CalendarViewProps {
  isLive: boolean;
  pollInterval: number;
  onView(id: string): void;
  onAdd(date: string, time: string): void;
}

export function CalendarView({ isLive, pollInterval, onView, onAdd }: CalendarViewProps) {
  const [mode, setMode] = useState<CalendarMode>('week');
  const [anchor, setAnchor] = useState(() => new Date());
  const days = mode === 'week' ? weekDays(anchor) : monthGridDays(anchor);
  const from = toIsoDate(days[0]!);
  const to = toIsoDate(days[days.length - 1]!);
  const query = useQuery(CalendarBookingsQuery, {
    variables: { from, to },
    fetchPolicy: 'cache-and-network',
    pollInterval,
  });
  const bookings = query.data?.calendarBookings ?? [];
  const showError = useErrorToast();
  const today = businessToday(new Date(), useBusinessTimeZone());

  function step(direction: 1 | -1) {
    setAnchor((current) =>
      mode === 'week'
        ? addDays(current, 7 * direction)
        : new Date(current.getFullYear(), current.getMonth() + direction, 1),
    );
  }

  async function exportCalendar() {
    try {
      await downloadCalendarIcs(from, to);
      toast({ title: 'Calendar Exported' });
    } catch (error) {
      showError(error, bookingErrorToasts.exportFailed);
    }
  }

  const title =
    mode === 'week'
      ? `${days[0]!.toLocaleDateString('en-AU', { day: 'numeric', month: 'short' })} – ${days[6]!.toLocaleDateString('en-AU', { day: 'numeric', month: 'short', year: 'numeric' })}`
      : anchor.toLocaleDateString('en-AU', { month: 'long', year: 'numeric' });

  return (
    <div>
      <div className={styles.toolbar}>
        <div className={styles.group}>
          <ToggleButtonGroup
            aria-label="Calendar layout"
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={[mode]}
            onSelectionChange={(keys) => {
              const [next] = [...keys];
              if (next === 'week' || next === 'month') setMode(next);
            }}
            className={styles.toggleGroup}
          >
            <ToggleButton id="week" className={styles.toggle}>
              Week
            </ToggleButton>
            <ToggleButton id="month" className={styles.toggle}>
              Month
            </ToggleButton>
          </ToggleButtonGroup>
          <Button variant="outline" size="icon" aria-label={mode === 'week' ? 'Previous week' : 'Previous month'} onPress={() => step(-1)}>
            <span aria-hidden="true">‹</span>
          </Button>
          <Button variant="outline" size="sm" onPress={() => setAnchor(new Date())}>
            Today
          </Button>
          <Button variant="outline" size="icon" aria-label={mode === 'week' ? 'Next week' : 'Next month'} onPress={() => step(1)}>
            <span aria-hidden="true">›</span>
          </Button>
          <h2 className={styles.rangeTitle} aria-live="polite">
            {title}
          </h2>
        </div>
        <div className={styles.group}>
          <span role="status" className={styles.live}>
            <span
              aria-hidden="true"
              className={styles.dot}
              style={{ background: isLive ? '#16a34a' : '#dc2626' }}
            />
            {isLive ? 'Live Sync' : 'Offline'}
          </span>
          <Button variant="outline" size="sm" onPress={() => void exportCalendar()}>
            Export Calendar
          </Button>
        </div>
      </div>
      {mode === 'week' ? (
        <WeekGrid days={days} bookings={bookings} today={today} onView={onView} onAdd={onAdd} />
      ) : (
        <MonthGrid days={days} month={anchor.getMonth()} bookings={bookings} today={today} onView={onView} onAdd={onAdd} />
      )}
    </div>
  );
}
