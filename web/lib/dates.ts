/** Dates and times as Bokmål text, in the culture house's time zone whatever the build's. */

const TIME_ZONE = 'Europe/Oslo';

/** A formatter made when first used: making one takes milliseconds of a phone's CPU, and a page's scripts need one or
 * two of these, if any (a film page's made all six before it could show its reviews). */
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat['format'] {
  let made: Intl.DateTimeFormat | undefined;
  return (date) => (made ??= new Intl.DateTimeFormat(locale, options)).format(date);
}

const dayFormat = formatter('nb-NO', { weekday: 'short', day: 'numeric', month: 'short', timeZone: TIME_ZONE });
const timeFormat = formatter('nb-NO', { hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE });
// Swedish writes dates as ISO `2026-11-27`: a sortable key of the day
const dayKeyFormat = formatter('sv-SE', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: TIME_ZONE });
// A calendar date (`2026-11-05`) is read by Date as midnight UTC: formatting it in UTC keeps its day.
const calendarDateFormat = formatter('nb-NO', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const instantDateFormat = formatter('nb-NO', { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE });
const weekdayFormat = formatter('nb-NO', { weekday: 'long', timeZone: 'UTC' });
const dayMonthFormat = formatter('nb-NO', { day: 'numeric', month: 'long', timeZone: TIME_ZONE });
const searchDayFormat = formatter('nb-NO', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `2026-11-27T18:00:00+01:00` → `fre. 27. nov.` */
export function formatDay(isoDateTime: string): string {
  return dayFormat(new Date(isoDateTime));
}

/** `2026-11-27T18:00:00+01:00` → `18:00` */
export function formatTime(isoDateTime: string): string {
  return timeFormat(new Date(isoDateTime));
}

/** Milliseconds since the epoch → its day in Oslo, `5. november 2026` */
export function formatInstantDate(epochMillis: number): string {
  return instantDateFormat(new Date(epochMillis));
}

/** `2026-11-27T18:00:00+01:00` → `2026-11-27`, the day in Oslo: the key events of one day share */
export function osloDayKey(isoDateTime: string): string {
  return dayKeyFormat(new Date(isoDateTime));
}

/** `2026-11-05` → `5. november 2026` */
export function formatCalendarDate(isoDate: string): string {
  return calendarDateFormat(new Date(isoDate));
}

/** `2026-11-27` → `fredag` */
export function formatWeekday(isoDate: string): string {
  return weekdayFormat(new Date(isoDate));
}

/** `2026-11-27`, a day in Oslo → `fre. 27. nov. 2026` */
export function formatDayWithYear(isoDate: string): string {
  return searchDayFormat(new Date(isoDate));
}

/** `2026-11-29T13:05:00Z` → `29. november kl. 14.05`: when something happened, with the time as Bokmål writes it */
export function formatDayAndTime(isoDateTime: string): string {
  const date = new Date(isoDateTime);
  return `${dayMonthFormat(date)} kl. ${timeFormat(date).replace(':', '.')}`;
}
