/** What a logout leaves in the browser's caches: any member page an older service worker kept, taken out. */
import { isMemberPath } from './paths';

/** Deletes every member page, and its route data, from the site's caches (the service worker's). */
export async function forgetMemberEntries(): Promise<void> {
  if (typeof caches === 'undefined') return;
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    const entries = await cache.keys();
    const mine = entries.filter((request) => {
      const url = new URL(request.url);
      return url.origin === location.origin && isMemberPath(url.pathname);
    });
    await Promise.all(mine.map((request) => cache.delete(request)));
  }
}
