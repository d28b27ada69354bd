import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';

import type { NextConfig } from 'next';

interface SiteConfig {
  membership?: { enabled?: boolean; apiBase?: string | null };
  publicEvents?: { baseUrl?: string; site?: string } | null;
}

/** What the browser code needs of the route data's `site.json`, read at build time (nothing when it is unreadable). */
function siteConfig(): SiteConfig {
  const file = path.resolve(process.env.ROUTE_DATA_DIR || '../build/data', 'site.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as SiteConfig;
  } catch {
    return {};
  }
}

const site = siteConfig();
// A site without the membership area gets no member pages (`page.member.tsx`) and an empty `@membership`, so none
// of its code and no provider base in its bundles.
const membership = site.membership?.enabled === true && Boolean(site.membership.apiBase);

const config: NextConfig = {
  // Every route is exported as static HTML (`out/kino.html` for /kino): the site is served as files.
  output: 'export',
  trailingSlash: false,
  // No image server behind a static export: pictures come from the CMS's imgix-compatible image service, whose
  // URLs (width, box proportions, focal point, best format) lib/image-loader.ts writes for every srcset width.
  images: { loader: 'custom', loaderFile: './lib/image-loader.ts' },
  // `npm run typecheck` and `npm run lint` check the code; the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  // Next renders the pages on all cores but one by default: on the 2-core machines this runs on, that is one.
  experimental: { cpus: availableParallelism() },
  env: {
    FJORDBY_MEMBERSHIP_API: membership ? (site.membership?.apiBase ?? '') : '',
    FJORDBY_EVENTS_URL: site.publicEvents?.baseUrl ?? '',
    FJORDBY_EVENTS_SITE: site.publicEvents?.site ?? '',
  },
  pageExtensions: membership ? ['tsx', 'ts', 'member.tsx'] : ['tsx', 'ts'],
  turbopack: {
    resolveAlias: {
      '@membership': membership ? './components/membership/index.ts' : './components/membership/disabled.ts',
    },
  },
};

export default config;
