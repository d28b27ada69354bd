'use client';
import { AppLink } from '../AppLink';
import { useSession } from './hooks';

/** The header's member icon: to log in, or to the member's own pages once logged in. */
export function AvatarLink() {
  const session = useSession();
  const label = session ? `Min side (${session.userName || session.email})` : 'Logg inn';
  return (
    <AppLink href={session ? '/min-side' : '/min-side/logg-inn'} className="site-header__avatar">
      <svg aria-hidden="true" focusable="false" width="28" height="28" viewBox="0 0 24 24">
        <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <span className="visually-hidden">{label}</span>
    </AppLink>
  );
}
