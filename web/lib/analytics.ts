/** Analytics: the visitor's consent, the scripts it allows, and the events' payloads (spec §3), as pure functions. */

import type { Production, Site } from './route-data';

/** The visitor's choice: analytics allowed, refused, or not asked yet. */
export type Consent = 'granted' | 'denied' | null;

/** Where the choice is kept: localStorage, so that asking leaves no cookie of its own. */
export const CONSENT_KEY = 'fjordby:cookie-consent';

/**
 * Runs in the page's `<head>` before the first paint: a stored choice marks `<html data-cookie-consent>`, which the
 * CSS reads to keep the exported banner hidden for a visitor who has already chosen.
 */
export const CONSENT_SCRIPT = `try{var c=localStorage.getItem(${JSON.stringify(CONSENT_KEY)});if(c)document.documentElement.dataset.cookieConsent=c}catch(e){}`;

/** The window event that reopens the cookie banner (from the footer); its `detail` is the button that asked. */
export const COOKIE_SETTINGS_EVENT = 'fjordby:cookie-settings';

export function parseConsent(stored: string | null): Consent {
  return stored === 'granted' || stored === 'denied' ? stored : null;
}

export type EventName = 'BUY_TICKET' | 'VIEW_ITEM';

/** What an event is about: a production (or a ticket link's own title when it is about none). */
export interface Item {
  id: string;
  name: string;
  category: string;
}

export interface Payload extends Item {
  /** The house: the site's title */
  brand: string;
  /** The list the visitor came from, or the page */
  listName: string;
}

export function payload(item: Item, brand: string, listName: string): Payload {
  return { id: item.id, name: item.name, brand, listName, category: item.category };
}

/** A production as an item; a film has no category of its own in the CMS, so it is «Film». */
export function productionItem(production: Pick<Production, 'id' | 'title' | 'category' | 'object'>): Item {
  return {
    id: production.id,
    name: production.title,
    category: production.category ?? (production.object === 'movie' ? 'Film' : 'Kultur'),
  };
}

/** The attributes a ticket link or a page's item marker carries, read back by `readItem`. */
export function itemAttributes(item: Item): Record<`data-item-${'id' | 'name' | 'category'}`, string> {
  return { 'data-item-id': item.id, 'data-item-name': item.name, 'data-item-category': item.category };
}

export function readItem(dataset: DOMStringMap): Item | null {
  const { itemId, itemName, itemCategory } = dataset;
  return itemId && itemName !== undefined ? { id: itemId, name: itemName, category: itemCategory ?? '' } : null;
}

/** Whether the site asks for consent at all: only when it has analytics to load (an id for either). */
export function asksConsent(site: Pick<Site, 'gaTrackingId' | 'facebookPixelId'>): boolean {
  return Boolean(site.gaTrackingId || site.facebookPixelId);
}

/** The analytics the site may load: only with consent, and only the ones the site has an id for. */
export function trackers(consent: Consent, site: Pick<Site, 'gaTrackingId' | 'facebookPixelId'>) {
  if (consent !== 'granted') return { ga: null, pixel: null };
  return { ga: site.gaTrackingId ?? null, pixel: site.facebookPixelId ?? null };
}

/** The cookies Google Analytics and the Facebook pixel set (`_ga`, `_ga_<id>`, `_gid`, `_gat…`, `_fbp`, `_fbc`). */
export function analyticsCookieNames(cookieHeader: string): string[] {
  return cookieHeader
    .split(';')
    .map((cookie) => cookie.split('=')[0]?.trim() ?? '')
    .filter((name) => /^(_ga(_.*)?|_gid|_gat.*|_fbp|_fbc)$/.test(name));
}

/**
 * The `document.cookie` assignments that delete a cookie wherever it may have been set: the analytics scripts set
 * theirs on the widest domain they can (`.fjordbykulturhus.no` from `www.fjordbykulturhus.no`), so every parent
 * domain of the host is tried, and the host without a domain attribute.
 */
export function expiredCookies(name: string, hostname: string): string[] {
  const labels = hostname.split('.');
  const domains = /^[\d.]+$|^\[|^localhost$/.test(hostname)
    ? []
    : labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'));
  const expired = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  return [expired, ...domains.map((domain) => `${expired}; domain=.${domain}`)];
}
