import { addDays, businessTimeZone, calendarDateIn, weekdayOf } from "../../common/business-time";

/**
 * The `n`th weekday in Kolkata, from three days ahead, that no default holiday closes. Each test
 * books on its own `n`, so tests running in parallel against one server never share a slot. (The
 * first version took "a bookable day at least n days ahead", and on a Wednesday n = 3 and n = 5
 * were both the next Monday: two tests booked 09:00 on it, and one found the slot gone.)
 */
export function bookableDay(n: number): string {
  let date = addDays(calendarDateIn(new Date(), businessTimeZone), 2);
  for (let found = 0; found < n; ) {
    date = addDays(date, 1);
    if (![0, 6].includes(weekdayOf(date)) && !["01-26", "08-15", "10-02", "12-25"].includes(date.slice(5))) found++;
  }
  return date;
}

/** Date inputs take keys in the browser's locale order (en-US here: month, day, year). */
export const dateKeys = (date: string) => {
  const [year, month, day] = date.split("-");
  return `${month}${day}${year}`;
};
