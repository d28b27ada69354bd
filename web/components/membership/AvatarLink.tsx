'use client';
import { AppLink } from '../AppLink';
import { AvatarIcon } from '../icons';
import { useSession } from './hooks';

/** The header's member icon: to log in, or to the member's own pages once logged in. */
export function AvatarLink() {
  const session = useSession();
  const label = session ? `Min side (${session.userName || session.email})` : 'Logg inn';
  return (
    <AppLink href={session ? '/min-side' : '/min-side/logg-inn'} className="site-header__avatar">
      <AvatarIcon />
      <span className="visually-hidden">{label}</span>
    </AppLink>
  );
}
