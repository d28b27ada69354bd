'use client';
/** «Logg ut» wherever a logged-in member may look for it: Min side, and the header (beside «Min side», or in «Meny»). */
import { useRouter } from 'next/navigation';

import { MEMBER_HOME } from '@/lib/membership/paths';

import { useLogOut, useSession } from './session-hooks';

/**
 * Logs the member out, and from anywhere but Min side goes there, where «Du er nå logget ut …» says what else to do
 * on a shared computer. Nothing without a session: the exported HTML has none.
 */
export function LogOutButton({ className }: { className: string }) {
  const session = useSession();
  const logOut = useLogOut();
  const router = useRouter();
  if (!session) return null;
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        logOut();
        router.push(MEMBER_HOME);
      }}
    >
      Logg ut
    </button>
  );
}
