'use client';

import { useId } from 'react';

import { formatWeekday } from '@/lib/format';
import { WEEK, type ProgramDay } from '@/lib/program';

/** «I dag», «I morgen», or the weekday («Fredag») within the week; else the day as the HTML has it. */
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

interface DayPickerProps {
  days: ProgramDay[];
  /** The key of the day pressed; '' for «Alle dager» */
  chosen: string;
  onChoose: (key: string) => void;
  /** The visitor's day in Oslo, which names the days near it; null in the HTML, built on another day */
  today: string | null;
  /** Offer «Alle dager» first */
  all?: boolean;
  /** The id of what the buttons show */
  controls?: string;
  /** Called as the visitor reaches for the buttons (pointer, touch, focus): the time to fetch the days not loaded */
  onReach?: () => void;
}

/**
 * A row of day buttons over a programme, one pressed: a week of them, the later days in a list beside them («Flere
 * dager»); on a phone one row that scrolls sideways (app/globals.css). Without JavaScript it is hidden, and the
 * programme shows every day.
 */
export function DayPicker({ days, chosen, onChoose, today, all = false, controls, onReach }: DayPickerProps) {
  const selectId = useId();
  const week = days.slice(0, WEEK);
  const later = days.slice(WEEK);
  const buttons = all ? [{ key: '', label: 'Alle dager' }, ...week] : week;
  return (
    <div
      className="day-filter"
      role="group"
      aria-label="Velg dag"
      onPointerEnter={onReach}
      onTouchStart={onReach}
      onFocus={onReach}
    >
      {buttons.map((day) => (
        <button
          key={day.key}
          type="button"
          aria-pressed={chosen === day.key}
          aria-controls={controls}
          onClick={() => onChoose(day.key)}
        >
          {day.key === '' ? day.label : dayName(day, today)}
        </button>
      ))}
      {later.length > 0 ? (
        <span className="day-filter__later">
          <label htmlFor={selectId}>Flere dager</label>
          <select
            id={selectId}
            value={later.some((day) => day.key === chosen) ? chosen : ''}
            aria-controls={controls}
            onChange={(event) => {
              if (event.target.value) onChoose(event.target.value);
            }}
          >
            <option value="">Velg dato</option>
            {later.map((day) => (
              <option key={day.key} value={day.key}>
                {day.label}
              </option>
            ))}
          </select>
        </span>
      ) : null}
    </div>
  );
}
