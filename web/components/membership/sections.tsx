/** Where the member area shows on every page: the header's way in, and «Logg ut». */
import type { Site } from '@/lib/route-data';

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
