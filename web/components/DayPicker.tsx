'use client';

import { formatWeekday } from '@/lib/format';

/** The days a picker offers: a week, as cinemas show. */
export const WEEK = 7;

/** Whether the days of a listing's pages loaded so far make a week: the last may go on in a page not loaded. */
export function weekKnown(days: readonly ProgramDay[], more: boolean): boolean {
  return days.length - (more ? 1 : 0) >= WEEK;
}

/** A day of a programme: `2026-11-27` (Oslo) and its label `fre. 27. nov.` */
export interface ProgramDay {
  key: string;
  label: string;
}

/** «I dag», «I morgen», or the weekday («Fredag») within the week; else the day as the HTML has it. */
export function dayName(day: ProgramDay, today: string | null): string {
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
}

/**
 * A row of day buttons over a programme, one pressed: on a phone one row that scrolls sideways (app/globals.css).
 * Without JavaScript it is hidden, and the programme shows every day.
 */
export function DayPicker({ days, chosen, onChoose, today, all = false, controls }: DayPickerProps) {
  const buttons = all ? [{ key: '', label: 'Alle dager' }, ...days] : days;
  return (
    <div className="day-filter" role="group" aria-label="Velg dag">
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
    </div>
  );
}
