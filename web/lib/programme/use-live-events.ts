/**
 * The site's live seats in React: each list of showings reads its showings' answers with `useSWR`; the lists of a page
 * that ask in the same task share one `basic_events` call.
 */
import useSWR from 'swr';

import { useMinute } from '../clock';

import { gatherCalls, fetchBasicEvents, type LiveEvent } from './live-events';

// The route data's `publicEvents`, put in the bundle at build time by next.config.ts; empty when the site has none.
const baseUrl = process.env.FJORDBY_EVENTS_URL ?? '';
const site = process.env.FJORDBY_EVENTS_SITE ?? '';

// One gatherer for the visit: what the lists of a page ask for together is one call.
const seats = gatherCalls((ids) => fetchBasicEvents(baseUrl, site, ids));
// None, as the HTML has them: the same array, so a list hydrated with no answers yet has nothing to render again.
const noneYet: readonly LiveEvent[] = [];

/**
 * The live answers for the showings a list shows (`eventNumbers`), asked for in a browser once the list is there, and
 * again when the visitor comes back to the tab or the network returns (seats sell meanwhile); none without the site's
 * events call, or until it answers. While the list changes (another day) the answers it had stay, as they still
 * apply to the showings they name; a failure is only logged, and the static data stands.
 *
 * Nothing is asked while the static HTML hydrates: the lists show the build's showings until the visitor's clock
 * drops those that have started, so asking then would be a call for showings gone a moment later and a second call
 * for the ones that take their place. With the clock, every list of the page asks in the same task: one call.
 */
export function useLiveEvents(eventNumbers: readonly number[]): readonly LiveEvent[] {
  const clockKnown = useMinute() !== null;
  const key =
    clockKnown && baseUrl && site && eventNumbers.length > 0 ? ['basic_events', eventNumbers.join(',')] : null;
  const { data } = useSWR(key, ([, ids]: string[]) => seats(ids!.split(',').map(Number)), {
    keepPreviousData: true,
    shouldRetryOnError: false,
    onError: () => console.error('Failed to fetch'),
  });
  return data ?? noneYet;
}
