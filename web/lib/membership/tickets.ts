/** A member's tickets as the member needs them: the coming ones soonest first, then the expired ones; their seats. */
import type { MyTicket } from './provider';

interface TicketsByTime {
  coming: MyTicket[];
  /** Those no longer a way in: shown without their QR code. */
  expired: MyTicket[];
}

/** When a ticket stops letting its member in: its `ExpirationDate`, else its showing's start; Infinity unknown. */
function expiry(ticket: MyTicket): number {
  const until = Date.parse(ticket.expirationDate ?? ticket.startTime);
  return Number.isNaN(until) ? Infinity : until;
}

/**
 * Splits the tickets at `now` (ms since the epoch): one whose expiry has passed by then is expired, so a member late
 * for a showing still has the QR code at the door. Without a clock (`null`, while the static HTML hydrates) every
 * ticket is coming. A ticket without a readable start is coming, last.
 */
export function ticketsByTime(tickets: readonly MyTicket[], now: number | null): TicketsByTime {
  const timed = tickets.map((ticket) => {
    const start = Date.parse(ticket.startTime);
    return { ticket, start: Number.isNaN(start) ? Infinity : start, until: expiry(ticket) };
  });
  const over = ({ until }: { until: number }) => now !== null && until <= now;
  const coming = timed.filter((entry) => !over(entry)).sort((a, b) => a.start - b.start);
  const expired = timed.filter(over).sort((a, b) => b.start - a.start);
  return { coming: coming.map(({ ticket }) => ticket), expired: expired.map(({ ticket }) => ticket) };
}

/** A row's seats as a ticket says them: «Sete 7» for one seat, «Seter 7, 8» for more (a range «7–9» is more). */
export function seatsLabel(seats: string): string {
  return `${(seats.match(/\d+/g) ?? []).length > 1 ? 'Seter' : 'Sete'} ${seats}`;
}
