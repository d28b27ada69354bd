/** My tickets in the order a member needs them: the coming ones soonest first, then the expired ones, latest first. */
import type { MyTicket } from './provider';

export interface TicketsByTime {
  coming: MyTicket[];
  /** Those whose showing has started: no longer a way in, so shown without their QR code. */
  expired: MyTicket[];
}

/**
 * Splits the tickets at `now` (ms since the epoch): a showing that has started by then is expired. Without a clock
 * (`null`, while the static HTML hydrates) every ticket is coming. A ticket without a readable start is coming, last.
 */
export function ticketsByTime(tickets: readonly MyTicket[], now: number | null): TicketsByTime {
  const timed = tickets.map((ticket) => {
    const start = Date.parse(ticket.startTime);
    return { ticket, start: Number.isNaN(start) ? Infinity : start };
  });
  const started = ({ start }: { start: number }) => now !== null && start <= now;
  const coming = timed.filter((entry) => !started(entry)).sort((a, b) => a.start - b.start);
  const expired = timed.filter(started).sort((a, b) => b.start - a.start);
  return { coming: coming.map(({ ticket }) => ticket), expired: expired.map(({ ticket }) => ticket) };
}
