/** The visitor's cookie choice and what it allows: kept in localStorage, read before the first paint, strictly. */
import type { Site } from '../route-data';

/** The visitor's choice: analytics allowed, refused, or not asked yet. */
export type Consent = 'granted' | 'denied' | null;

/** Where the choice is kept: localStorage, so that asking leaves no cookie of its own. */
export const CONSENT_KEY = 'fjordby:cookie-consent';

/**
 * Runs in the page's `<head>` before the first paint. It marks `<html data-scripts>`: the exported banner shows only
 * where scripts run, as without them the site loads no analytics, so there is nothing to consent to, and the banner's
 * buttons would do nothing. A stored choice marks `<html data-cookie-consent>`, which keeps the banner hidden for a
 * visitor who has already chosen. The CSS reads both.
 */
export const CONSENT_SCRIPT = `document.documentElement.dataset.scripts='';try{var c=localStorage.getItem(${JSON.stringify(CONSENT_KEY)});if(c)document.documentElement.dataset.cookieConsent=c}catch(e){}`;

/** The window event that reopens the cookie banner (from the footer); its `detail` is the button that asked. */
export const COOKIE_SETTINGS_EVENT = 'fjordby:cookie-settings';

export function parseConsent(stored: string | null): Consent {
  return stored === 'granted' || stored === 'denied' ? stored : null;
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
