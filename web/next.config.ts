import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

import type { NextConfig } from 'next';

import { consentPolicies, contentSecurityPolicy } from './lib/csp';
import { countRoutes, loadSiteConfig } from './lib/data';
import { imageServiceOrigins } from './lib/image-loader';
import { MEMBER_HOME } from './lib/membership/paths';
import { isPreview } from './lib/preview';

// The member area's entries: the header's, which every page loads, and a film page's, which only those load.
const MEMBERSHIP_ENTRIES = {
  '@membership': './components/membership/index.ts',
  '@membership-film': './components/membership/film.tsx',
};

const site = loadSiteConfig();
// A site without the membership area gets no member pages (`page.member.tsx`) and empty member entries, so none
// of its code and no provider base in its bundles.
// A preview of the drafts has none either: its editors check the site's content, not their membership.
const membership = !isPreview() && site?.membership.enabled === true && Boolean(site.membership.apiBase);
const consent = site && !isPreview() ? consentPolicies(site, membership ? MEMBER_HOME : '') : null;
// A build worker's start costs about half a second of a core, so a second one pays only on a larger site; on a small
// one it also takes the core that a first (cold) build writes Turbopack's cache on. At 84 routes one worker exported
// in 6.9 s cold instead of 7.5 s, and as fast warm; at 615 routes two were 1.1 s faster cold and 1.3 s warm.
const ROUTES_PER_WORKER = 200;

const config: NextConfig = {
  // Every route is exported as static HTML (`out/kino.html` for /kino): the site is served as files.
  output: 'export',
  // The pipeline's export names the build by what it is built from (the web app and what every page shows), so that a
  // partial export's pages and the live release's untouched ones load the same chunks under one build id; Next's own
  // random id (null) elsewhere.
  generateBuildId: () => process.env.FJORDBY_BUILD_ID ?? null,
  trailingSlash: false,
  // Where the export is served from: a static host, not a Node.js server, whose files Next would otherwise trace.
  adapterPath: fileURLToPath(new URL('./static-host-adapter.mjs', import.meta.url)),
  // No image server behind a static export: pictures come from the CMS's imgix-compatible image service, whose
  // URLs (width, box proportions, focal point, best format) lib/image-loader.ts writes for every srcset width.
  // Widths about 1.3× apart: every picture's srcset lists each, so Next's twenty default widths would make up a third
  // of an image-rich page's HTML for no visible gain.
  images: {
    loader: 'custom',
    loaderFile: './lib/image-loader.ts',
    imageSizes: [128, 256, 384],
    deviceSizes: [480, 640, 828, 1080, 1440, 1920],
  },
  // `npm run typecheck` and `npm run lint` check the code; the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // Next renders the pages on all cores but one by default: on the 2-core machines this runs on, that is one. Here a
    // worker per ROUTES_PER_WORKER routes, up to one per core.
    cpus: Math.max(1, Math.min(availableParallelism(), Math.ceil(countRoutes() / ROUTES_PER_WORKER))),
    // Inlining decides per page which prefetch segments to merge by rendering and gzipping each one more time: a
    // fifth of the export's time. Without it the shared layout is one file the browser prefetches once for all pages.
    prefetchInlining: false,
    // No source maps: browsers get none in production anyway, and the server's only translated the stack of a page
    // that failed to export, whose error names the route data file already. Writing them was a fifth of a warm
    // compile (1.2–1.6 s → 1.0–1.2 s at K=1).
    turbopackSourceMaps: false,
  },
  env: {
    FJORDBY_MEMBERSHIP_API: membership ? (site?.membership.apiBase ?? '') : '',
    FJORDBY_EVENTS_URL: site?.publicEvents?.baseUrl ?? '',
    FJORDBY_EVENTS_SITE: site?.publicEvents?.site ?? '',
    // For the service worker alone (sw/sw.ts, which scripts/service-worker.mjs bundles with this configuration's
    // values): the pictures it may keep are the site's own and the image service's, space-separated.
    FJORDBY_IMAGE_ORIGINS: site ? imageServiceOrigins(site.theme).join(' ') : '',
    // The member area's path, for the analytics and the service worker, which keep nothing of it; empty on a site
    // without one, so neither bundle holds the path.
    FJORDBY_MEMBER_AREA: membership ? MEMBER_HOME : '',
    // For the build's last step alone (scripts/content-security-policy.mjs), which gives every page this policy with
    // the hashes of its own inline scripts. Not rendered by the layout: React would put its own copy back on hydration.
    FJORDBY_CONTENT_SECURITY_POLICY: site ? contentSecurityPolicy(site) : '',
    // And the policy naming the trackers, with the script that chooses it from the stored consent (JSON); empty on a
    // site without analytics and in a preview, which loads none.
    FJORDBY_CONSENT_POLICIES: consent ? JSON.stringify(consent) : '',
  },
  pageExtensions: membership ? ['tsx', 'ts', 'member.tsx'] : ['tsx', 'ts'],
  turbopack: {
    resolveAlias: Object.fromEntries(
      Object.entries(MEMBERSHIP_ENTRIES).map(([name, entry]) => [
        name,
        membership ? entry : './components/membership/disabled.ts',
      ]),
    ),
  },
};

export default config;
