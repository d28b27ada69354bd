'use client';

import { useId } from 'react';

import { dayName, WEEK, type ProgramDay } from '@/lib/programme/days';

interface DayPickerProps {
  days: ProgramDay[];
  /** The key of the day pressed; '' for «Alle dager» */
  chosen: string;
  onChoose: (key: string) => void;
  /** The visitor's clock (ms since the epoch), which names the days near it; null in the HTML, built on another day */
  now: number | null;
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
export function DayPicker({ days, chosen, onChoose, now, all = false, controls, onReach }: DayPickerProps) {
  const selectId = useId();
  const week = days.slice(0, WEEK);
  const later = days.slice(WEEK);
  const buttons: (ProgramDay | { key: ''; label: string })[] = all ? [{ key: '', label: 'Alle dager' }, ...week] : week;
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
          {'start' in day ? dayName(day, now) : day.label}
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
