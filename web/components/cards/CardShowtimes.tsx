'use client';

import type { ItemAttributes } from '@/lib/analytics/item';
import { useNotStarted } from '@/lib/clock';
import type { ShowingRow } from '@/lib/programme/showing-rows';
import { useLiveEvents } from '@/lib/programme/use-live-events';

import { Showtime } from '../programme/Showtime';

/** Showtimes a card shows: its next ones. */
const NEXT_SHOWINGS = 3;

interface CardShowtimesProps {
  /** The card's showings (its first days'), in order */
  showings: ShowingRow[];
  /** The production's title, which each ticket link names */
  title: string;
  /** What analytics reads from the card's ticket links */
  item: ItemAttributes;
  /** What the production's features say of its showings («Norsk tale», «3D»): the card shows them once, each ticket
   * link says them to a screen reader */
  marks?: readonly string[];
}

/**
 * A production card's showtimes, each a ticket link: its next three by the visitor's clock (a showing goes as it
 * starts), with their live seats.
 */
export function CardShowtimes({ showings, title, item, marks }: CardShowtimesProps) {
  const shown = useNotStarted(showings).slice(0, NEXT_SHOWINGS);
  const live = useLiveEvents(shown.map((showing) => showing.eventNumber));
  if (showings.length === 0) return null;
  if (shown.length === 0) return <p className="card__none">Ingen flere forestillinger.</p>;
  return (
    <ul className="showtimes" aria-label="Neste forestillinger" {...item}>
      {shown.map((showing) => (
        <li key={showing.eventNumber}>
          <Showtime showing={showing} live={live} what={title} withDay marks={marks} marksSpoken />
        </li>
      ))}
    </ul>
  );
}
