/**
 * Live seats of a page's showings: the public `basic_events` call (no credentials) for the event numbers not asked
 * for yet, one call for all the lists of a page; the answers are kept, a failure is only logged and the static data
 * stands.
 */
import { latestOnly, Superseded } from '../latest';
import { createStore } from '../store';

/** A showing as the `basic_events` call gives it: what the ticket list reads of it. */
export interface LiveEvent {
  eventNumber: number;
  soldOut: boolean;
  seatsLeft: number | null;
}

export interface EventsState {
  requested: number[];
  items: LiveEvent[];
}

export type EventsAction =
  | { type: 'eventsRequested'; ids: number[] }
  | { type: 'eventsReceived'; items: LiveEvent[] }
  | { type: 'eventsDropped'; ids: number[] };

export const initialEvents: EventsState = { requested: [], items: [] };

/** A showing with this many seats left or fewer says how many («4 billetter igjen»). */
export const FEW_SEATS = 10;

/** The ids not asked for yet, each once: only these are fetched. */
export function newEventIds(state: EventsState, ids: readonly number[]): number[] {
  return [...new Set(ids)].filter((id) => !state.requested.includes(id));
}

export function eventsReducer(state: EventsState, action: EventsAction): EventsState {
  switch (action.type) {
    case 'eventsRequested':
      return { ...state, requested: [...state.requested, ...newEventIds(state, action.ids)] };
    case 'eventsReceived':
      return { ...state, items: [...state.items, ...action.items] };
    case 'eventsDropped':
      return { ...state, requested: state.requested.filter((id) => !action.ids.includes(id)) };
  }
}

/** The latest answer for a showing, if any. */
export function liveEvent(items: readonly LiveEvent[], eventNumber: number): LiveEvent | undefined {
  return items.filter((event) => event.eventNumber === eventNumber).at(-1);
}

/** What a showing's live state says, which decides over the build's both ways: sold out, few seats (how many), or
 * for sale. */
export type Availability = { kind: 'sold-out' } | { kind: 'few'; seatsLeft: number } | { kind: 'available' };

/** The live state of a showing; null without an answer for it (the static data then stands). */
export function availability(event: LiveEvent | undefined): Availability | null {
  if (!event) return null;
  if (event.soldOut || event.seatsLeft === 0) return { kind: 'sold-out' };
  if (event.seatsLeft !== null && event.seatsLeft <= FEW_SEATS) return { kind: 'few', seatsLeft: event.seatsLeft };
  return { kind: 'available' };
}

/** A showing's availability: the live answer's when there is one, else the build's (sold out, or for sale). */
export function showingAvailability(soldOut: boolean, event: LiveEvent | undefined): Availability {
  return availability(event) ?? (soldOut ? { kind: 'sold-out' } : { kind: 'available' });
}

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
 * The events area: its store, the load that follows the rules above, and `want`, which gathers the ids every list of
 * a page asks for as it renders into one load.
 */
export function createEventsArea(fetchEvents: (ids: number[]) => Promise<LiveEvent[]>) {
  const store = createStore(eventsReducer, initialEvents);
  const track = latestOnly();
  async function load(ids: readonly number[]): Promise<LiveEvent[]> {
    // Nothing happens outside a browser: the static build never calls.
    if (typeof window === 'undefined') return [];
    const fresh = newEventIds(store.getState(), ids);
    if (fresh.length > 0) {
      store.dispatch({ type: 'eventsRequested', ids: fresh });
      try {
        store.dispatch({ type: 'eventsReceived', items: await track(fetchEvents(fresh)) });
      } catch (error) {
        // A superseded call's answer is dropped; its ids may be asked for again, or they would never be shown.
        if (error instanceof Superseded) store.dispatch({ type: 'eventsDropped', ids: fresh });
        else console.error('Failed to fetch');
      }
    }
    return store.getState().items;
  }
  let wanted: number[] = [];
  let gathering: Promise<LiveEvent[]> | null = null;
  let previous: Promise<unknown> = Promise.resolve();
  /**
   * Loads `ids` with those the page's other lists want in the same task: React runs the effects of a page's lists
   * together, so the load waits for the task's end (a microtask). One load at a time: what is wanted while one is
   * out goes in the next, after it, so no answer is superseded and dropped.
   */
  function want(ids: readonly number[]): Promise<LiveEvent[]> {
    wanted.push(...ids);
    if (!gathering) {
      gathering = previous.then(() => {
        const all = wanted;
        wanted = [];
        gathering = null;
        return load(all);
      });
      previous = gathering;
    }
    return gathering;
  }
  return { store, load, want };
}
