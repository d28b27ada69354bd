/**
 * The site's Content-Security-Policy, written into every page as a `<meta>`: scripts from the site (and, once a
 * visitor consents, the analytics the site has ids for), calls to the site, the membership provider when the site has
 * one, the public events origin, the image service (the service worker's) and those analytics, pictures from the image
 * service, frames only from YouTube's privacy-enhanced player. No inline script runs but the page's own: once the
 * export is there, `scripts/content-security-policy.mjs` adds their hashes to each page's policy. The hosts' header
 * policy adds only what a `<meta>` cannot say, the same for every page (pipeline/publish/hosting.py).
 */
import { httpOrigin, imageServiceOrigins } from './image-loader';
import type { Site } from './route-data';

// The grid sets CSS custom properties in `style` attributes, which only 'unsafe-inline' allows in `style-src`: a
// style cannot run script.
const GOOGLE_ANALYTICS = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
};
const FACEBOOK_PIXEL = {
  script: ['https://connect.facebook.net'],
  connect: ['https://connect.facebook.net', 'https://www.facebook.com'],
};

type PolicySite = Pick<Site, 'membership' | 'publicEvents' | 'gaTrackingId' | 'facebookPixelId'> & {
  theme: Pick<Site['theme'], 'logo' | 'logoAlt'>;
};

function sources(...lists: (string | null | undefined)[][]): string {
  return [...new Set(lists.flat().filter(Boolean))].join(' ');
}

export function contentSecurityPolicy(site: PolicySite): string {
  const analytics = [site.gaTrackingId ? GOOGLE_ANALYTICS : null, site.facebookPixelId ? FACEBOOK_PIXEL : null];
  const provider = site.membership.enabled ? httpOrigin(site.membership.apiBase) : null;
  // Pictures come from the CMS's image service over https; one served over http (the sample CMS on loopback) is
  // allowed by its origin.
  const imageService = imageServiceOrigins(site.theme);
  const images = imageService.filter((o) => o.startsWith('http:'));
  return [
    "default-src 'self'",
    `script-src ${sources(["'self'"], ...analytics.map((a) => a?.script ?? []))}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${sources(["'self'", 'data:', 'https:'], images)}`,
    "font-src 'self'",
    // The service worker fetches the pictures it keeps for offline use, and a worker's fetches are calls.
    `connect-src ${sources(["'self'", provider, httpOrigin(site.publicEvents?.baseUrl)], imageService, ...analytics.map((a) => a?.connect ?? []))}`,
    'frame-src https://www.youtube-nocookie.com',
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}
