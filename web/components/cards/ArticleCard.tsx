import { formatInstantDate } from '@/lib/dates';
import type { TitleText } from '@/lib/hyphenate';
import type { ArticleCard as ArticleCardData } from '@/lib/route-data';

import { AppLink } from '../AppLink';
import { Heading, type HeadingLevel } from '../Heading';
import { CardImage } from './CardImage';

export function ArticleCard({
  card,
  headingLevel,
  row = false,
  first = false,
  titleText,
}: {
  card: ArticleCardData;
  headingLevel: HeadingLevel;
  /** It is in a row that scrolls sideways */
  row?: boolean;
  /** Its picture is the page's first */
  first?: boolean;
  /** How its title is shown (lib/hyphenate.ts) */
  titleText: TitleText;
}) {
  return (
    <article className="card card--summary card--article">
      <CardImage image={card.thumbnail ?? card.image} ratio="wide" article row={row} first={first} />
      <div className="card__body">
        {/* Title and date together: on a phone they stand beside the picture, the summary under all three. */}
        <div className="card__head">
          <Heading level={headingLevel} className="card__title">
            {card.path ? <AppLink href={card.path}>{titleText(card.title)}</AppLink> : titleText(card.title)}
          </Heading>
          <p className="card__date">
            <time dateTime={new Date(card.createdAt).toISOString()}>{formatInstantDate(card.createdAt)}</time>
          </p>
        </div>
        {card.summary ? <p className="card__summary">{card.summary}</p> : null}
      </div>
    </article>
  );
}
