/**
 * The export's Content-Security-Policy `<meta>`: scripts only from the site itself, calls only to the site, the
 * membership provider (when the site has one) and the public events origin.
 */
import type { Site } from './route-data';

function origin(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const { protocol, origin: value } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}

export function contentSecurityPolicy(site: Pick<Site, 'membership' | 'publicEvents'>): string {
  const provider = site.membership.enabled ? origin(site.membership.apiBase) : null;
  const connect = [...new Set(["'self'", provider, origin(site.publicEvents?.baseUrl)].filter(Boolean))];
  // Next.js's export hydrates from inline scripts, hence 'unsafe-inline' (no server to add nonces).
  return [
    `script-src 'self' 'unsafe-inline'`,
    `connect-src ${connect.join(' ')}`,
    `object-src 'none'`,
    `base-uri 'self'`,
  ].join('; ');
}
