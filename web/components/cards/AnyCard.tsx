import type { TitleText } from '@/lib/hyphenate';
import type { ArticleCard as ArticleCardData, Event, ProductionCard as ProductionCardData } from '@/lib/route-data';

import type { HeadingLevel } from '../Heading';
import { ArticleCard } from './ArticleCard';
import { EventCard } from './EventCard';
import { ProductionCard } from './ProductionCard';

export type CardData = ProductionCardData | Event | ArticleCardData;

const asWritten: TitleText = (text) => text;

/** Whichever card a listing holds, by its `type`; productions in the variant the listing shows. */
export function AnyCard({
  card,
  headingLevel,
  variant,
  row = false,
  first = false,
  titleText = asWritten,
}: {
  card: CardData;
  headingLevel: HeadingLevel;
  variant: 'summary' | 'showings';
  /** It is in a row that scrolls sideways */
  row?: boolean;
  /** Its picture is the page's first */
  first?: boolean;
  /** How its title is shown (lib/hyphenate.ts) */
  titleText?: TitleText;
}) {
  return card.type === 'production' ? (
    <ProductionCard
      card={card}
      headingLevel={headingLevel}
      variant={variant}
      row={row}
      first={first}
      titleText={titleText}
    />
  ) : card.type === 'event' ? (
    <EventCard card={card} headingLevel={headingLevel} titleText={titleText} />
  ) : (
    <ArticleCard card={card} headingLevel={headingLevel} row={row} first={first} titleText={titleText} />
  );
}
