import { LEVEL_TEXT, seatsLeftText, type Availability } from '@/lib/programme/live-events';

/** How full a showing is, for the eye: three bars, one filled with plenty of seats, three with few. */
const FILLED = { many: 1, some: 2, few: 3 } as const;

/**
 * A showing's fill level from its live answer, three bars and their words («God plass», «Begrenset plass», «4
 * billetter igjen»); nothing without an answer that says how many seats are left.
 */
export function SeatLevel({ state, className }: { state: Availability; className: string }) {
  const level = state.kind === 'few' ? 'few' : state.kind === 'available' ? state.level : undefined;
  if (!level) return null;
  return (
    <span className={`seat-level seat-level--${level} ${className}`}>
      <span className="seat-level__bars" aria-hidden="true">
        {[1, 2, 3].map((bar) => (
          <span
            key={bar}
            className={bar <= FILLED[level] ? 'seat-level__bar seat-level__bar--filled' : 'seat-level__bar'}
          />
        ))}
      </span>
      {state.kind === 'few' ? seatsLeftText(state.seatsLeft) : LEVEL_TEXT[level as 'many' | 'some']}
    </span>
  );
}
