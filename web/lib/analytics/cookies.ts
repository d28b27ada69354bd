/** The cookies the analytics scripts set, and how to delete them when the visitor withdraws consent. */

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

/** What one tracker stores in the visitor's browser once they say yes, as the banner tells it. */
export interface TrackerCookies {
  /** The tracker and its maker, as the banner names them */
  name: string;
  /** The cookies, by name */
  cookies: string[];
  /** What they are for, a Bokmål clause */
  purpose: string;
  /** How long they are kept, in Bokmål */
  kept: string;
}

/**
 * The cookies of the trackers a site has ids for, as their makers document them: GA4 sets `_ga` and `_ga_<the id
 * without «G-»>` for two years, the pixel `_fbp` (and `_fbc` after a click on an ad) for 90 days.
 */
export function trackerCookies(site: {
  gaTrackingId: string | null;
  facebookPixelId: string | null;
}): TrackerCookies[] {
  const trackers: TrackerCookies[] = [];
  if (site.gaTrackingId)
    trackers.push({
      name: 'Google Analytics (Google)',
      cookies: ['_ga', `_ga_${site.gaTrackingId.replace(/^G-/, '')}`],
      purpose: 'skiller besøkende fra hverandre, så vi kan telle besøk og se hvilke sider som brukes',
      kept: '2 år',
    });
  if (site.facebookPixelId)
    trackers.push({
      name: 'Facebook-pikselen (Meta)',
      cookies: ['_fbp', '_fbc'],
      purpose: 'knytter besøket ditt til annonsene våre på Facebook og Instagram',
      kept: '90 dager',
    });
  return trackers;
}
