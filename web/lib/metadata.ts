/** The <head> of a page (title, description, canonical URL, social cards, favicon) from its route and the site. */
import type { Metadata } from 'next';

import type { Route, Site } from './route-data';

/**
 * What every page has: the favicon, and the host that relative URLs in metadata resolve against; a `preview`'s pages
 * ask search engines neither to index them nor to follow their links.
 */
export function siteMetadata(site: Site, preview = false): Metadata {
  return {
    metadataBase: new URL(site.host),
    icons: site.theme.favicon ? { icon: site.theme.favicon } : undefined,
    ...(preview ? { robots: { index: false, follow: false } } : {}),
  };
}

/** The canonical URL of a route: its path on the site's host. */
export function canonicalUrl(route: Pick<Route, 'path'>, site: Pick<Site, 'host'>): string {
  return new URL(route.path, site.host).href;
}

/** A route's metadata as the pipeline gave it (title, description, keywords and image follow its meta rules). */
export function routeMetadata(route: Route, site: Site): Metadata {
  const { meta } = route;
  const description = meta.description || undefined;
  const images = meta.image ? [meta.image] : undefined;
  const url = canonicalUrl(route, site);
  return {
    title: meta.title,
    description,
    keywords: meta.keywords || undefined,
    alternates: { canonical: url },
    openGraph: {
      title: meta.title,
      description,
      url,
      siteName: site.title,
      type: route.kind === 'article' ? 'article' : 'website',
      images,
    },
    twitter: { card: images ? 'summary_large_image' : 'summary', title: meta.title, description, images },
    other: meta.facebookVerificationCode
      ? { 'facebook-domain-verification': meta.facebookVerificationCode }
      : undefined,
  };
}
