import { availableParallelism } from 'node:os';

import type { NextConfig } from 'next';

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
};

export default config;
