/** A member page's static shell: its heading, kept out of search engines; the content loads in the browser. */
import type { Metadata } from 'next';
import type { ReactNode } from 'react';

import { loadManifest, loadRoute, loadSite } from '@/lib/data';
import { filmPages, type FilmPages } from '@/lib/membership/film-pages';

export async function memberMetadata(title: string): Promise<Metadata> {
  const site = await loadSite();
  return { title: `${title} | ${site.title}`, robots: { index: false, follow: false } };
}

/** The provider base the member components call; member pages only exist when the site has one. */
export async function memberApiBase(): Promise<string> {
  const { membership } = await loadSite();
  if (!membership.enabled || !membership.apiBase) {
    throw new Error('Member pages are built only for a site with the membership area (site.json membership)');
  }
  return membership.apiBase;
}

/** The site's film pages by film code, from the route data: the watch list links each film to its page. */
export async function memberFilmPages(): Promise<FilmPages> {
  const films = (await loadManifest()).routes.filter((entry) => entry.kind === 'film');
  const routes = await Promise.all(films.map((entry) => loadRoute(entry.path)));
  return filmPages(routes.map((route) => ({ path: route.path, ediNumber: route.production?.ediNumber ?? null })));
}

export function MemberShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container member-page">
      <h1>{title}</h1>
      {children}
    </div>
  );
}
