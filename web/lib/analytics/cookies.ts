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
