/** The kinds of things the site search finds, as a visitor names them: the groups' headings and each hit's label. */
import type { SearchEntry } from '../route-data';

/** In the order a visitor of a cinema looks for them: films first. */
export const SEARCH_KINDS: readonly { kind: SearchEntry['k']; heading: string; label: string }[] = [
  { kind: 'film', heading: 'Filmer', label: 'Film' },
  { kind: 'event', heading: 'Arrangementer', label: 'Arrangement' },
  { kind: 'article', heading: 'Artikler', label: 'Artikkel' },
  { kind: 'page', heading: 'Sider', label: 'Side' },
];

/** A hit's label: «Film», «Arrangement», «Artikkel» or «Side». */
export function kindLabel(kind: SearchEntry['k']): string {
  return SEARCH_KINDS.find((entry) => entry.kind === kind)?.label ?? '';
}
