import { formatAgeRating } from '@/lib/production-facts';
import { AGE_LIMITS } from '@/lib/programme/filters';

interface AgeBadgeProps {
  rating: string | null;
  /** Says the limit to a screen reader too; else the text beside it does («Tillatt for alle») */
  spoken?: boolean;
}

/**
 * A production's age limit as cinemas mark it, Medietilsynet's «A», «6», «9», «12», «15», «18» in a badge; a limit
 * of another form as the CMS wrote it.
 */
export function AgeBadge({ rating, spoken = false }: AgeBadgeProps) {
  if (!rating) return null;
  const known = (AGE_LIMITS as readonly string[]).includes(rating);
  const label = `Aldersgrense: ${formatAgeRating(rating)}`;
  return (
    <span className={known ? `age-badge age-badge--${rating.toLowerCase()}` : 'age-badge'} title={label}>
      <span aria-hidden="true">{rating}</span>
      {spoken ? <span className="visually-hidden">{label}</span> : null}
    </span>
  );
}
