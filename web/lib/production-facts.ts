/** A production's length and age limit as Bokmål text. */

/** Minutes as `1 t 28 min`, `45 min` or `2 t`. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} t` : `${hours} t ${rest} min`;
}

/** The Norwegian age limits: `A` is allowed for all, a number is an age in years; anything else is shown as given. */
export function formatAgeRating(rating: string): string {
  if (rating === 'A') return 'Tillatt for alle';
  return /^\d+$/.test(rating) ? `${rating} år` : rating;
}
