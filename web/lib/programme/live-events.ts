/**
 * Live seats of a page's showings: the public `basic_events` call (no credentials), one call for all the lists of a
 * page that ask together; what a showing's answer says of it. A failure is only logged and the static data stands.
 */

/** A showing as the `basic_events` call gives it: what the ticket list reads of it. */
export interface LiveEvent {
  eventNumber: number;
  soldOut: boolean;
  seatsLeft: number | null;
}

/** A showing with this many seats left or fewer says how many («4 billetter igjen»). */
export const FEW_SEATS = 10;

/** The latest answer for a showing, if any. */
export function liveEvent(items: readonly LiveEvent[], eventNumber: number): LiveEvent | undefined {
  return items.filter((event) => event.eventNumber === eventNumber).at(-1);
}

/** A showing with more seats left than this has plenty; with fewer, its seats are going («Begrenset plass»). */
export const MANY_SEATS = 50;

/**
 * What a showing's live state says, which decides over the build's both ways: sold out, few seats (how many), or for
 * sale, with how full it is where the answer says how many seats are left (the contract gives no hall's size, so the
 * level is by the count: `many` above MANY_SEATS, `some` down to FEW_SEATS).
 */
export type Availability =
  { kind: 'sold-out' } | { kind: 'few'; seatsLeft: number } | { kind: 'available'; level?: 'many' | 'some' };

/** The live state of a showing; null without an answer for it (the static data then stands). */
export function availability(event: LiveEvent | undefined): Availability | null {
  if (!event) return null;
  if (event.soldOut || event.seatsLeft === 0) return { kind: 'sold-out' };
  if (event.seatsLeft === null) return { kind: 'available' };
  if (event.seatsLeft <= FEW_SEATS) return { kind: 'few', seatsLeft: event.seatsLeft };
  return { kind: 'available', level: event.seatsLeft > MANY_SEATS ? 'many' : 'some' };
}

/** A showing's availability: the live answer's when there is one, else the build's (sold out, or for sale). */
export function showingAvailability(soldOut: boolean, event: LiveEvent | undefined): Availability {
  return availability(event) ?? (soldOut ? { kind: 'sold-out' } : { kind: 'available' });
}

/** How full a showing with seats to spare is, as its fill level says it: «God plass», «Begrenset plass». */
export const LEVEL_TEXT = { many: 'God plass', some: 'Begrenset plass' } as const;

/** «1 billett igjen», «4 billetter igjen». */
export function seatsLeftText(seatsLeft: number): string {
  return `${seatsLeft} ${seatsLeft === 1 ? 'billett' : 'billetter'} igjen`;
}

function toLiveEvent(raw: unknown): LiveEvent | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { eventNumber, soldOut, seatsLeft } = raw as Record<string, unknown>;
  const number = Number(eventNumber);
  if (!Number.isInteger(number)) return null;
  return {
    eventNumber: number,
    soldOut: soldOut === true,
    seatsLeft: typeof seatsLeft === 'number' ? seatsLeft : null,
  };
}

/** `GET {baseUrl}/v1/sites/{site}/basic_events?keys=1,2,3`, without credentials. */
export async function fetchBasicEvents(
  baseUrl: string,
  site: string,
  ids: readonly number[],
  fetcher: typeof fetch = (...args) => fetch(...args),
): Promise<LiveEvent[]> {
  const url = `${baseUrl.replace(/\/$/, '')}/v1/sites/${encodeURIComponent(site)}/basic_events?keys=${ids.join(',')}`;
  const response = await fetcher(url, { credentials: 'omit', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`basic_events answered ${response.status}`);
  const body: unknown = await response.json();
  return (Array.isArray(body) ? body : []).map(toLiveEvent).filter((event): event is LiveEvent => event !== null);
}

/**
 * Asks for live seats as the lists of a page want them: what they ask for in the same task (React mounts a page's
 * lists, and SWR revalidates them on focus, together) goes out as one call for all their ids, each once, and each
 * list gets the answers for its own showings. A failure reaches every list that asked.
 */
export function gatherCalls(fetchEvents: (ids: number[]) => Promise<LiveEvent[]>) {
  let wanted = new Set<number>();
  let call: Promise<LiveEvent[]> | null = null;
  return async function ask(ids: readonly number[]): Promise<LiveEvent[]> {
    for (const id of ids) wanted.add(id);
    call ??= Promise.resolve().then(() => {
      const all = [...wanted];
      wanted = new Set();
      call = null;
      return fetchEvents(all);
    });
    const events = await call;
    return events.filter((event) => ids.includes(event.eventNumber));
  };
}
