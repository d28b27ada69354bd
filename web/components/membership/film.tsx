/**
 * The member area's entry on a film page (`@membership-film`): the film's rating, watch-list button and reviews. Apart
 * from `@membership`, which the root layout's header imports, so that its script is loaded by the film pages alone.
 */
import type { Route } from '@/lib/route-data';

import { FilmMember } from './lazy';

// The route data's provider base, put in the bundle at build time by next.config.ts (only when the site has it).
const apiBase = process.env.FJORDBY_MEMBERSHIP_API ?? '';

export function FilmMemberSection({ route }: { route: Route }) {
  const edi = route.production?.ediNumber;
  return edi && apiBase ? <FilmMember apiBase={apiBase} ediNumber={edi} /> : null;
}
