/** Member texts that depend on the data. */

/** A row's seats as a ticket says them: «Sete 7» for one seat, «Seter 7, 8» for more (a range «7–9» is more). */
export function seatsLabel(seats: string): string {
  return `${(seats.match(/\d+/g) ?? []).length > 1 ? 'Seter' : 'Sete'} ${seats}`;
}
