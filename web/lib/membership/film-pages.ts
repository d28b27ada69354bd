/**
 * Which film page a film of the provider's has: the provider names a film by its EDI codes (`Edis`), the route data a
 * film page by its production's `ediNumber`, so the code joins them.
 */
import type { MovieInfo } from './provider';

/** Film page paths by film code, as {@link filmCode} writes it; the member pages get it from the build. */
export type FilmPages = Record<string, string>;

/**
 * A film code without its `DXM` prefix: the contract writes it `DXM` and digits, where older records (and the
 * provider's `Edis`) may carry the digits alone.
 */
export function filmCode(edi: string): string {
  return edi.trim().toUpperCase().replace(/^DXM/, '');
}

/** The film pages of the route data by film code; a film without a code has no entry. The first page of a code wins. */
export function filmPages(films: readonly { path: string; ediNumber: string | null }[]): FilmPages {
  const pages: FilmPages = {};
  for (const { path, ediNumber } of films) {
    const code = ediNumber ? filmCode(ediNumber) : '';
    if (code && !Object.hasOwn(pages, code)) pages[code] = path;
  }
  return pages;
}

/** The path of the movie's film page on this site, or null when none of its codes has one. */
export function filmPagePath(pages: FilmPages, movie: MovieInfo): string | null {
  for (const edi of movie.edis) {
    const code = filmCode(edi);
    if (Object.hasOwn(pages, code)) return pages[code] ?? null;
  }
  return null;
}
