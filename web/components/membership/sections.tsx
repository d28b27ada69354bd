/** Where the member area shows on every page: the header's link, and a film page's rating, button and reviews. */
import type { Route, Site } from '@/lib/route-data';

import { FilmMember } from './FilmMember';
import { MemberLink } from './MemberLink';

export function MemberAvatar({ site }: { site: Site }) {
  return site.membership.enabled && site.membership.apiBase ? <MemberLink /> : null;
}

// The route data's provider base, put in the bundle at build time by next.config.ts (only when the site has it).
const apiBase = process.env.FJORDBY_MEMBERSHIP_API ?? '';

export function FilmMemberSection({ route }: { route: Route }) {
  const edi = route.production?.ediNumber;
  return edi && apiBase ? <FilmMember apiBase={apiBase} ediNumber={edi} /> : null;
}
