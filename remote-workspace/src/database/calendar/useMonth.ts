import { useState } from 'react';
import { dayNumberOf, monthOfDayNumber, shiftMonth, type Month } from './calendarDays';

/** The month the calendar shows (today's at first), today's day number, and moving to the previous, next or today's. */
export function useMonth(timeZone: string) {
  // Read from the clock once: a render must not move the calendar.
  const [todayNumber] = useState(() => dayNumberOf(Math.floor(Date.now() / 1000), timeZone));
  const [month, setMonth] = useState<Month>(() => monthOfDayNumber(todayNumber));
  const go = (to: -1 | 1 | 'today') => {
    setMonth((current) => (to === 'today' ? monthOfDayNumber(todayNumber) : shiftMonth(current, to)));
  };
  return { month, todayNumber, go };
}
