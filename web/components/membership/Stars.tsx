import { StarEmptyIcon, StarFilledIcon } from '../icons';

/** A rating as filled and empty stars, with its text for screen readers («4 av 5 stjerner»). */
export function Stars({ rating, max = 5 }: { rating: number; max?: number }) {
  const filled = Math.round(rating);
  const text = `${rating.toLocaleString('nb-NO', { maximumFractionDigits: 1 })} av ${max} stjerner`;
  return (
    <span className="stars">
      {Array.from({ length: max }, (_, n) => (
        <span key={n} className={n < filled ? 'stars__star stars__star--filled' : 'stars__star'}>
          {n < filled ? <StarFilledIcon /> : <StarEmptyIcon />}
        </span>
      ))}
      <span className="visually-hidden">{text}</span>
    </span>
  );
}

/** `(1 vurdering)`, `(5 vurderinger)` */
export function ratingCount(count: number): string {
  return `(${count} ${count === 1 ? 'vurdering' : 'vurderinger'})`;
}
