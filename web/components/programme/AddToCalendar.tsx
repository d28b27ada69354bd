'use client';

import { useState } from 'react';

import { calendarFile, calendarFileName, type CalendarShowing } from '@/lib/programme/calendar';

interface AddToCalendarProps {
  showing: CalendarShowing;
  /** The production's slug, which names the file */
  slug: string;
  /** What tells this button from the showing's others, for a screen reader: its day and time */
  when: string;
}

/**
 * «Legg i kalender»: the showing as an `.ics` file, which phones and calendar programs open as an event to add. Made
 * in the browser when pressed, so a page of fifty showings carries no fifty files.
 */
export function AddToCalendar({ showing, slug, when }: AddToCalendarProps) {
  const [failed, setFailed] = useState(false);

  async function download() {
    try {
      const url = URL.createObjectURL(await calendarFile(showing));
      const link = Object.assign(document.createElement('a'), { href: url, download: calendarFileName(showing, slug) });
      link.click();
      // The download has its own copy once it started.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }

  return (
    <>
      <button type="button" className="calendar-button" onClick={() => void download()}>
        Legg i kalender<span className="visually-hidden"> {when}</span>
      </button>
      {failed ? <span role="status">Kunne ikke lage kalenderfilen.</span> : null}
    </>
  );
}
