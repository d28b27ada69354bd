'use client';
import { MEMBER_PAGES } from '@/lib/membership/pages';

import { AppLink } from '../AppLink';
import { AvatarIcon } from '../icons';
import { useSession } from './session-hooks';

/**
 * The header's way into the member area, in words: «Logg inn», or «Min side» over the member's name once logged in.
 * The exported HTML knows no session and says «Logg inn»; the stored one is read as the page hydrates.
 */
export function MemberLink() {
  const session = useSession();
  return (
    <AppLink href={session ? MEMBER_PAGES.home : MEMBER_PAGES.login} className="site-header__avatar member-link">
      <AvatarIcon />
      {session ? (
        <span className="member-link__text">
          <span>Min side</span> <span className="member-link__name">{session.name}</span>
        </span>
      ) : (
        <span className="member-link__text">Logg inn</span>
      )}
    </AppLink>
  );
}
