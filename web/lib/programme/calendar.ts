/** A showing as a calendar event (an `.ics` file, RFC 5545), which a visitor adds to the calendar of any device. */
import type { EventAttributes } from 'ics';

/** What a showing's calendar event says: the production, when, how long, where, and its page and ticket. */
export interface CalendarShowing {
  title: string;
  /** ISO 8601 with the Oslo offset */
  startTime: string;
  /** Minutes; unknown, the event ends as it starts (calendars show its start) */
  duration: number | null;
  auditorium: string | null;
  /** The house («Fjordby kulturhus») */
  place: string;
  /** What tells the showing from the house's others: its event number, or a member's ticket's film and time */
  id: string;
  /** The site's origin, which makes the event's id unique */
  host: string;
  /** The production's page, or the member's tickets */
  url: string;
  ticketUrl: string | null;
  /** What else the event says: a ticket's rows and seats */
  notes?: string;
}

/**
 * A text of the CMS as a calendar's TEXT value: the package escapes `\\`, `;`, `,` and a line break, but passes a
 * lone CR and other control characters as they are, which RFC 5545 forbids in TEXT and which a calendar that ends a
 * line at a CR would read as a property of its own (`END:VEVENT`); every line break becomes one, the rest go.
 */
function calendarText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/g, '');
}

/** The event's fields: its start in UTC, so every calendar puts it at the same moment whatever its time zone. */
export function calendarEvent(showing: CalendarShowing): EventAttributes {
  return {
    uid: calendarText(`${showing.id}@${new URL(showing.host).hostname}`),
    productId: calendarText(showing.place),
    title: calendarText(showing.title),
    start: Date.parse(showing.startTime),
    startInputType: 'utc',
    startOutputType: 'utc',
    // The type asks for an end or a length: without its length, the showing ends as it starts.
    ...(showing.duration
      ? { duration: { minutes: showing.duration } }
      : { end: Date.parse(showing.startTime), endInputType: 'utc' as const, endOutputType: 'utc' as const }),
    location: calendarText([showing.auditorium, showing.place].filter(Boolean).join(', ')),
    url: showing.url,
    ...(showing.ticketUrl || showing.notes
      ? {
          description: calendarText(
            [showing.notes, showing.ticketUrl && `Billett: ${showing.ticketUrl}`].filter(Boolean).join('\n'),
          ),
        }
      : {}),
  };
}

/** The `.ics` file of a showing; the package is fetched only when a visitor asks for one. */
export async function calendarFile(showing: CalendarShowing): Promise<Blob> {
  const { createEvent } = await import('ics');
  const { error, value } = createEvent(calendarEvent(showing));
  if (error || !value) throw error ?? new Error(`no calendar event for showing ${showing.id}`);
  return new Blob([value], { type: 'text/calendar;charset=utf-8' });
}

/** A file name for it: `bestefars-bat-2026-12-18-1200.ics`. */
export function calendarFileName(showing: Pick<CalendarShowing, 'startTime'>, slug: string): string {
  return `${slug}-${showing.startTime.slice(0, 10)}-${showing.startTime.slice(11, 16).replace(':', '')}.ics`;
}
