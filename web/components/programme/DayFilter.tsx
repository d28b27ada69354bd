'use client';

import { createContext, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';

import { useMinute, useNotStarted } from '@/lib/clock';
import { WEEK, type ProgramDay } from '@/lib/programme/days';

import { DayPicker } from './DayPicker';

const ALL = '';

/** The day a programme's filter shows (`2026-11-27`); '' for every day, as outside a filter. */
const ChosenDay = createContext(ALL);

/** The day the filter around a card has chosen, whose showings the card shows; '' for its next ones. */
export function useChosenDay(): string {
  return useContext(ChosenDay);
}

/**
 * Day buttons over a list of cards that show only those playing on one day (the list's items carry their days in
 * `data-days`), each card that day's showings. «Alle dager» is chosen at first, so the HTML shows every day; the days
 * that are over go, and those near it are named («I dag»), only in the browser, as the export was built on another
 * day.
 */
export function DayFilter({ days, children }: { days: ProgramDay[]; children: ReactNode }) {
  const [picked, setPicked] = useState(ALL);
  const now = useMinute();
  // A day goes once its last showing has started («I dag» in the evening), and with it the days before today.
  const lasts = days.flatMap((day) => (day.lastStart ? [{ key: day.key, startTime: day.lastStart }] : []));
  const open = new Set(useNotStarted(lasts).map((day) => day.key));
  const offered = days.filter((day) => !day.lastStart || open.has(day.key)).slice(0, WEEK);
  // A day that went while chosen gives way to every day.
  const chosen = offered.some((day) => day.key === picked) ? picked : ALL;
  const list = useRef<HTMLDivElement>(null);
  const listId = useId();
  const [status, setStatus] = useState('');

  useEffect(() => {
    const root = list.current;
    if (!root) return;
    const apply = () => {
      const items = [...root.querySelectorAll<HTMLElement>('[data-days]')];
      for (const item of items) {
        item.hidden = chosen !== ALL && !(item.dataset.days ?? '').split(' ').includes(chosen);
      }
      // What a screen reader hears after a press: how many cards the day shows (those with nothing left of it are
      // hidden by the stylesheet too).
      const shown = items.filter((item) => !item.hidden && !item.querySelector('.card__none--day')).length;
      setStatus(chosen === ALL ? '' : `Viser ${shown} av ${items.length}`);
    };
    apply();
    // Items added later («Vis flere») are shown or hidden by the day chosen as well.
    const observer = new MutationObserver(apply);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [chosen]);

  return (
    <>
      <DayPicker days={offered} chosen={chosen} onChoose={setPicked} now={now} all controls={listId} />
      <p role="status" className="visually-hidden">
        {status}
      </p>
      <div ref={list} id={listId} className="day-filter__list">
        <ChosenDay.Provider value={chosen}>{children}</ChosenDay.Provider>
      </div>
    </>
  );
}
