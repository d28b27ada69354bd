/**
 * The site's Content-Security-Policy, written into every page once the export is there (scripts/content-security-policy.mjs
 * adds the hashes of each page's inline scripts): scripts from the site, calls to the site, the membership provider
 * when the site has one, the public events origin and the image service (the service worker's), pictures from the site,
 * the image service and the provider, frames only from YouTube's privacy-enhanced player. Tracker hosts are in the
 * policy of a page only when the visitor has said yes to them and the page is no member page: a policy can be tightened
 * after a page has loaded but never widened, so a page of a site with analytics carries both policies and a first
 * script in its `<head>` chooses one from the stored consent ({@link policyChooser}). The hosts' header policy, the same
 * for every page (pipeline/publish/hosting.py), allows whatever any page's allows of scripts and adds what a `<meta>`
 * cannot say: a browser enforces both.
 */
import { asksConsent, CONSENT_KEY } from './analytics/consent';
import { httpOrigin, imageServiceOrigins } from './image-loader';
import { LEGACY_PROFILE_KEY, TOKEN_KEY } from './membership/session';
import type { Site } from './route-data';

// The hosts GA4 and the pixel load from and send to, as their makers' CSP guides list them: gtag.js sends by `fetch` and
// `sendBeacon`, falling back to a picture; the pixel sends a picture (`/tr`) or a beacon.
const GOOGLE_ANALYTICS = {
  script: ['https://www.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://www.googletagmanager.com'],
  connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
};
const FACEBOOK_PIXEL = {
  script: ['https://connect.facebook.net'],
  img: ['https://www.facebook.com'],
  connect: ['https://connect.facebook.net', 'https://www.facebook.com'],
};

type PolicySite = Pick<Site, 'membership' | 'publicEvents' | 'gaTrackingId' | 'facebookPixelId'> & {
  theme: Pick<Site['theme'], 'logo' | 'logoAlt'>;
};

// `script-src` and `connect-src` fall back to it: the policy a page carries before its chooser runs must leave it out.
const DEFAULT_SRC = 'default-src';

function sources(...lists: (string | null | undefined)[][]): string {
  return [...new Set(lists.flat().filter(Boolean))].join(' ');
}

/**
 * The policy of a page: with `trackers`, the hosts of the analytics the site has ids for are added to `script-src`,
 * `img-src` and `connect-src` (the policy of a page whose visitor has said yes); without, no tracker host is named.
 */
export function contentSecurityPolicy(site: PolicySite, trackers = false): string {
  const analytics = trackers
    ? [site.gaTrackingId ? GOOGLE_ANALYTICS : null, site.facebookPixelId ? FACEBOOK_PIXEL : null]
    : [];
  const provider = site.membership.enabled ? httpOrigin(site.membership.apiBase) : null;
  const imageService = imageServiceOrigins(site.theme);
  return [
    "default-src 'self'",
    `script-src ${sources(["'self'"], ...analytics.map((a) => a?.script ?? []))}`,
    // The grid sets CSS custom properties in `style` attributes, which only 'unsafe-inline' allows: a style cannot run
    // script.
    "style-src 'self' 'unsafe-inline'",
    // The site's pictures are the image service's (the logos, the favicon, every record's); a member's posters and QR
    // codes are the provider's. Nothing of the site draws a `data:` picture (a ticket's QR code is inline SVG).
    `img-src ${sources(["'self'"], imageService, [provider], ...analytics.map((a) => a?.img ?? []))}`,
    "font-src 'self'",
    // The service worker fetches the pictures it keeps for offline use, and a worker's fetches are calls.
    `connect-src ${sources(["'self'", provider, httpOrigin(site.publicEvents?.baseUrl)], imageService, ...analytics.map((a) => a?.connect ?? []))}`,
    'frame-src https://www.youtube-nocookie.com',
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * What a page whose script chooses its policy carries in its own `<meta>` before that: the directives of `strict` that
 * consent does not change (the same in `analytics`), without `default-src`, which would govern scripts; so that
 * styles, fonts, frames and forms are held to the policy with scripts off too.
 */
export function unscriptedPolicy(strict: string, analytics: string): string {
  const kept = new Set(analytics.split('; '));
  return strict
    .split('; ')
    .filter((directive) => kept.has(directive) && directive.split(' ')[0] !== DEFAULT_SRC)
    .join('; ');
}

/**
 * The first script of a page of a site with analytics (not of a member page): it writes the page's policy into
 * `<head>` as a `<meta>`, before anything else runs. The policy naming the trackers (its `data-analytics-policy`)
 * only when the stored consent is `granted` and the page is not in the member area at `memberArea` (the 404 and
 * offline pages are served at any address), marking `<html data-trackers>`; else, and when storage cannot be read,
 * the strict one (its `data-policy`). An address outside the member area is marked `<html data-trackers-with-consent>`:
 * loading it again after a «Godta» gives it the trackers (lib/analytics/page-policy.ts `needsPageLoad`).
 *
 * The address is judged as the hosts look it up (lib/membership/paths.ts `hostPath`: `/min%2Dside` is the member
 * page), and before the policy naming the trackers is written, the member's token is deleted from this tab, and the
 * old site's session, which held it, from localStorage (lib/membership/session.ts): no tracker may read it.
 */
export function policyChooser(memberArea: string): string {
  const member = memberArea
    ? `p===${JSON.stringify(memberArea)}||p.indexOf(${JSON.stringify(`${memberArea}/`)})===0`
    : 'false';
  const forgetToken = memberArea
    ? `sessionStorage.removeItem(${JSON.stringify(TOKEN_KEY)});localStorage.removeItem(${JSON.stringify(LEGACY_PROFILE_KEY)});`
    : '';
  return (
    `(function(s){var d=document.documentElement,p=location.pathname,c=s.dataset.policy;` +
    `try{p=decodeURIComponent(p)}catch(e){}while(p.indexOf("//")>=0)p=p.replace("//","/");` +
    `var t=!(${member})&&s.dataset.analyticsPolicy;if(t)d.dataset.trackersWithConsent="";` +
    `try{if(t&&localStorage.getItem(${JSON.stringify(CONSENT_KEY)})==="granted")` +
    `{${forgetToken}c=t;d.dataset.trackers=""}}catch(e){}` +
    `var m=document.createElement("meta");m.httpEquiv="Content-Security-Policy";m.content=c;s.after(m)})(document.currentScript)`
  );
}

/** What the export's last step needs to give a site's pages the policy their visitor's consent allows. */
export interface ConsentPolicies {
  /** The policy naming the trackers, before the page's hashes */
  analytics: string;
  /** The policy a page carries before its script chooses: {@link unscriptedPolicy} */
  unscripted: string;
  /** The script that chooses: {@link policyChooser} */
  chooser: string;
  /** The member area's path, whose pages carry the strict policy alone; empty on a site without one */
  memberArea: string;
}

/** A site's {@link ConsentPolicies}; null for a site without analytics, whose every page carries the strict policy. */
export function consentPolicies(site: PolicySite, memberArea: string): ConsentPolicies | null {
  if (!asksConsent(site)) return null;
  const analytics = contentSecurityPolicy(site, true);
  return {
    analytics,
    unscripted: unscriptedPolicy(contentSecurityPolicy(site), analytics),
    chooser: policyChooser(memberArea),
    memberArea,
  };
}
