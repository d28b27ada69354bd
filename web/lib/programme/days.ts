/** The days of a programme, as day buttons name them in the browser without formatting a date there. */
import { formatDay, formatTime, formatWeekday, osloDayKey } from '../dates';

/** A day of a programme: `2026-11-27` (Oslo) and its label `fre. 27. nov.` */
export interface ProgramDay {
  key: string;
  label: string;
  /** Its weekday, `Fredag`, and when it begins in Oslo, `2026-11-27T00:00:00+01:00`: what the browser names it by
   * («I dag», «I morgen», «Fredag») without formatting a date, whose first Intl formatter costs a phone's page start
   * 150 ms */
  weekday: string;
  start: string;
  /** When its last performance starts, where a day filter knows it: the day goes from the buttons then */
  lastStart?: string;
}

/**
 * When an Oslo day begins, with Oslo's offset then: winter time (+01:00) or summer time (+02:00). Not the offset of
 * a start time that day: on the Sundays the clocks change, midnight has the other one.
 */
function osloMidnight(key: string): string {
  const winter = `${key}T00:00:00+01:00`;
  return formatTime(winter) === '00:00' ? winter : `${key}T00:00:00+02:00`;
}

/** The day in Oslo of a start time with Oslo's offset (`2026-11-27T18:00:00+01:00`), as a day picker names it. */
export function programDay(startTime: string): ProgramDay {
  const key = osloDayKey(startTime);
  const weekday = formatWeekday(key);
  return {
    key,
    label: formatDay(startTime),
    weekday: weekday.charAt(0).toUpperCase() + weekday.slice(1),
    start: osloMidnight(key),
  };
}

/** The days a day filter or picker offers as buttons: a week, as cinemas show. */
export const WEEK = 7;

const DAY = 86_400_000;

/**
 * «I dag», «I morgen», or the weekday («Fredag») within the week, by the visitor's clock (`now`, ms since the epoch);
 * else the day as the HTML has it, and the HTML itself (`now` null), built on another day.
 */
export function dayName(day: ProgramDay, now: number | null): string {
  if (now === null) return day.label;
  const begins = Date.parse(day.start);
  if (begins <= now && now < begins + DAY) return 'I dag';
  // The next midnight is within a day of now; the one after, more than a day.
  const ahead = Math.ceil((begins - now) / DAY);
  if (ahead === 1) return 'I morgen';
  if (ahead > 1 && ahead < 7) return day.weekday;
  return day.label;
}
