/** Where the member area shows on every page: the header's link, and a film page's rating, button and reviews. */
import type { Route, Site } from '@/lib/route-data';

import { FilmMember } from './FilmMember';
import { LogOutButton } from './LogOut';
import { MemberLink } from './MemberLink';

const hasArea = (site: Site) => site.membership.enabled && Boolean(site.membership.apiBase);

/** The header's way in, and from 1024 px «Logg ut» beside «Min side» for a logged-in member. */
export function MemberAvatar({ site }: { site: Site }) {
  return hasArea(site) ? (
    <>
      <MemberLink />
      <LogOutButton className="site-header__logout" />
    </>
  ) : null;
}

/** «Logg ut» in the phone's «Meny», where the header's row has no room for it beside the logo, «Meny» and «Min side». */
export function MemberMenuLogOut({ site }: { site: Site }) {
  return hasArea(site) ? <LogOutButton className="mobile-menu__logout" /> : null;
}

// The route data's provider base, put in the bundle at build time by next.config.ts (only when the site has it).
const apiBase = process.env.FJORDBY_MEMBERSHIP_API ?? '';

export function FilmMemberSection({ route }: { route: Route }) {
  const edi = route.production?.ediNumber;
  return edi && apiBase ? <FilmMember apiBase={apiBase} ediNumber={edi} /> : null;
}
