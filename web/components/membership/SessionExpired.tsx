'use client';
import { useSessionExpired } from './session-hooks';

/**
 * Tells the member that the provider ended their session. The status region is there before the message, so a
 * screen reader announces it when the session ends on the page the member is on.
 */
export function SessionExpiredNotice() {
  const expired = useSessionExpired();
  return (
    <div role="status">
      {expired ? <p>Du er logget ut fordi innloggingen din ikke lenger er gyldig. Logg inn på nytt.</p> : null}
    </div>
  );
}
