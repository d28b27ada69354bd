'use client';

import { useState, useSyncExternalStore } from 'react';

import { formatDayAndTime } from '@/lib/dates';

const never = () => () => {};
/** When the page was stored, where the service worker answered from its cache (sw/sw.ts marks `<html>`). */
const storedAt = () => document.documentElement.dataset.storedAt ?? null;

/**
 * Says that the page is a stored copy, and from when, where the service worker answered it from its cache: offline,
 * or with no answer from the network in time. Over the page, at the bottom of the window, so it moves nothing.
 */
export function StoredCopyNotice() {
  const stored = useSyncExternalStore(never, storedAt, () => null);
  const [closed, setClosed] = useState(false);
  const when = stored && !Number.isNaN(Date.parse(stored)) ? formatDayAndTime(stored) : null;
  return (
    <div className="site-notice" role="status">
      {when && !closed ? (
        <div className="site-notice__box">
          <p>
            {navigator.onLine ? 'Nettet svarer ikke.' : 'Du er uten nett.'} Dette er en lagret kopi fra {when}.
          </p>
          <button type="button" className="site-notice__close" onClick={() => setClosed(true)}>
            Lukk
          </button>
        </div>
      ) : null}
    </div>
  );
}
