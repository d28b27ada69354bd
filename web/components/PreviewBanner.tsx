'use client';

import { useEffect, useState } from 'react';

import { formatInstantDate, formatTime } from '@/lib/dates';
import { draftTime, PREVIEW_FILE } from '@/lib/preview';

/**
 * The top of every page of a preview: that it is one, and when its drafts were asked for. The time is read from the
 * preview's file when the page opens, so a page a later preview did not render again says the newest time too.
 */
export function PreviewBanner() {
  const [draftAt, setDraftAt] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    fetch(PREVIEW_FILE, { cache: 'no-store' })
      .then((answer) => (answer.ok ? (answer.json() as Promise<unknown>) : null))
      .then((file) => {
        if (current) setDraftAt(draftTime(file));
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, []);
  return (
    <div className="preview-banner" role="region" aria-label="Forhåndsvisning">
      <strong>Forhåndsvisning – ikke publisert</strong>
      {draftAt ? (
        <span>
          {' '}
          Utkastet slik det var {formatInstantDate(Date.parse(draftAt))} kl. {formatTime(draftAt)}.
        </span>
      ) : null}
    </div>
  );
}
