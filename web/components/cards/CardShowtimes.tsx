'use client';

import type { ItemAttributes } from '@/lib/analytics/item';
import { useNotStarted } from '@/lib/clock';
import type { ShowingRow } from '@/lib/programme/showing-rows';
import { useLiveEvents } from '@/lib/programme/use-live-events';

import { useChosenDay } from '../programme/DayFilter';
import { Showtime } from '../programme/Showtime';

/** Showtimes a card shows when no day is chosen: its next ones. */
const NEXT_SHOWINGS = 3;

interface CardShowtimesProps {
  /** The card's showings (its first days'), in order */
  showings: ShowingRow[];
  /** The production's title, which each ticket link names */
  title: string;
  /** What analytics reads from the card's ticket links */
  item: ItemAttributes;
}

/**
 * A production card's showtimes, each a ticket link: its next three, or under a day filter that day's, by the
 * visitor's clock (a showing goes as it starts), with their live seats.
 */
export function CardShowtimes({ showings, title, item }: CardShowtimesProps) {
  const day = useChosenDay();
  const left = useNotStarted(showings);
  const shown = day ? left.filter((showing) => showing.date.key === day) : left.slice(0, NEXT_SHOWINGS);
  const live = useLiveEvents(shown.map((showing) => showing.eventNumber));
  if (showings.length === 0) return null;
  if (shown.length === 0) {
    // Under a day filter the card is hidden then (app/globals.css): it plays that day, but no more today.
    return day ? (
      <p className="card__none card__none--day">Ingen flere forestillinger denne dagen.</p>
    ) : (
      <p className="card__none">Ingen flere forestillinger.</p>
    );
  }
  return (
    <ul className="showtimes" aria-label={day ? 'Forestillinger' : 'Neste forestillinger'} {...item}>
      {shown.map((showing) => (
        <li key={showing.eventNumber}>
          <Showtime showing={showing} live={live} what={title} withDay={!day} />
        </li>
      ))}
    </ul>
  );
}
