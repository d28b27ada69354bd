'use client';

import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

import { useToday } from '@/lib/clock';

import { DayPicker, WEEK, type ProgramDay } from './DayPicker';

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
 * before the visitor's today go, and those near it are named («I dag»), only in the browser, as the export was built
 * on another day.
 */
export function DayFilter({ days, children }: { days: ProgramDay[]; children: ReactNode }) {
  const [chosen, setChosen] = useState(ALL);
  const today = useToday();
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = list.current;
    if (!root) return;
    const apply = () => {
      for (const item of root.querySelectorAll<HTMLElement>('[data-days]')) {
        item.hidden = chosen !== ALL && !(item.dataset.days ?? '').split(' ').includes(chosen);
      }
    };
    apply();
    // Items added later («Vis flere») are shown or hidden by the day chosen as well.
    const observer = new MutationObserver(apply);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [chosen]);

  return (
    <>
      <DayPicker
        days={(today === null ? days : days.filter((day) => day.key >= today)).slice(0, WEEK)}
        chosen={chosen}
        onChoose={setChosen}
        today={today}
        all
      />
      <div ref={list} className="day-filter__list">
        <ChosenDay.Provider value={chosen}>{children}</ChosenDay.Provider>
      </div>
    </>
  );
}
