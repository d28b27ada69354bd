'use client';

import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

import { formatWeekday, osloDayKey } from '@/lib/format';

/** A day of the programme: `2026-11-27` (Oslo) and its label `fre. 27. nov.` */
export interface ProgramDay {
  key: string;
  label: string;
}

const ALL = '';

const subscribeToNothing = () => () => undefined;

/** «I dag», «I morgen», or the weekday («fredag») within the week; else the day as the HTML has it. */
function dayName(day: ProgramDay, today: string | null): string {
  if (today === null) return day.label;
  const days = Math.round((Date.parse(day.key) - Date.parse(today)) / 86_400_000);
  if (days === 0) return 'I dag';
  if (days === 1) return 'I morgen';
  if (days > 1 && days < 7) {
    const weekday = formatWeekday(day.key);
    return weekday.charAt(0).toUpperCase() + weekday.slice(1);
  }
  return day.label;
}

/**
 * Buttons over a list that show only the items playing on one day (the list's items carry their days in
 * `data-days`). «Alle dager» is chosen at first, so the HTML shows every day; the days are named relative to the
 * visitor's today only in the browser, as the export was built on another day. Without JavaScript it is hidden.
 */
export function DayFilter({ days, children }: { days: ProgramDay[]; children: ReactNode }) {
  const [chosen, setChosen] = useState(ALL);
  // The server (the export) knows no visitor's today: null there and while hydrating, the day in Oslo after.
  const today = useSyncExternalStore(
    subscribeToNothing,
    () => osloDayKey(new Date().toISOString()),
    () => null,
  );
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
      <div className="day-filter" role="group" aria-label="Velg dag">
        {[{ key: ALL, label: 'Alle dager' }, ...days].map((day) => (
          <button key={day.key} type="button" aria-pressed={chosen === day.key} onClick={() => setChosen(day.key)}>
            {day.key === ALL ? day.label : dayName(day, today)}
          </button>
        ))}
      </div>
      <div ref={list}>{children}</div>
    </>
  );
}
