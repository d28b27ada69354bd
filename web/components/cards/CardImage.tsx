import type { ImageRef } from '@/lib/image-loader';

import { Picture } from '../Picture';

// A card is a grid cell of at least 15rem: one column on a phone, three or four across the 72rem page. Under 30rem a
// poster is under a third of the screen wide, beside the film's title and showings, and an article's picture a
// third, beside its title (globals.css). In a row that scrolls sideways a card is ROW_REM wide at every screen size,
// so its picture's srcset needs only the widths of that box (at 16 CSS pixels a rem, the browsers' default).
const ROW_REM = 16;
const CARD_SIZES = {
  wide: '(min-width: 72rem) 18rem, (min-width: 48rem) 33vw, (min-width: 34rem) 50vw, 100vw',
  poster: '(min-width: 72rem) 18rem, (min-width: 48rem) 33vw, (min-width: 34rem) 50vw, (min-width: 30rem) 100vw, 30vw',
  article: '(min-width: 72rem) 18rem, (min-width: 48rem) 33vw, (min-width: 34rem) 50vw, (min-width: 30rem) 100vw, 35vw',
  row: `${ROW_REM}rem`,
};

interface CardImageProps {
  image: ImageRef | null | undefined;
  ratio: 'wide' | 'poster';
  /** An article's picture, beside its title on a phone */
  article?: boolean;
  /** The card is in a row that scrolls sideways (a carousel) */
  row?: boolean;
  /** The page's first picture: fetched at once and before the others */
  first?: boolean;
}

/**
 * A card's picture in a fixed-ratio box, or the landscape placeholder when the record has none. The card's title
 * says what it shows, so the image itself is decorative. It loads lazily, as the card nears the screen, unless it is
 * the page's first picture.
 */
export function CardImage({ image, ratio, article = false, row = false, first = false }: CardImageProps) {
  return (
    <Picture
      image={image}
      ratio={ratio}
      sizes={CARD_SIZES[row ? 'row' : article ? 'article' : ratio]}
      boxWidth={row ? ROW_REM * 16 : undefined}
      className={`card__media card__media--${ratio}`}
      first={first}
    />
  );
}
