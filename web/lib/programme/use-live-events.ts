/** The site's live seats in React: the one events area of the visit, and the hook a list of showings reads it by. */
import { useEffect } from 'react';

import { useStoreInTransition } from '../transition-store';
import { createEventsArea, fetchBasicEvents, type LiveEvent } from './live-events';

// The route data's `publicEvents`, put in the bundle at build time by next.config.ts; empty when the site has none.
const baseUrl = process.env.FJORDBY_EVENTS_URL ?? '';
const site = process.env.FJORDBY_EVENTS_SITE ?? '';

// One area for the whole visit: ids asked for on one page are never asked for again on the next.
const area = createEventsArea((ids) => fetchBasicEvents(baseUrl, site, ids));
// The answers alone: a list re-renders its rows when an answer comes, not also when its call goes out.
const liveItems = () => area.store.getState().items;
// None, as the HTML has them: the same array, so a list hydrated with no answers yet has nothing to render again.
const noneYet = liveItems();

/**
 * The live answers for the showings a list shows (`eventNumbers`), asked for once it is on screen in a browser,
 * together with the page's other lists; none without the site's events call, or until it answers.
 */
export function useLiveEvents(eventNumbers: readonly number[]): readonly LiveEvent[] {
  const key = eventNumbers.join(',');
  useEffect(() => {
    if (baseUrl && site && key) void area.want(key.split(',').map(Number));
  }, [key]);
  return useStoreInTransition(area.store.subscribe, liveItems, noneYet);
}
