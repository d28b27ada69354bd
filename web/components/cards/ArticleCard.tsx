import type { ArticleCard as ArticleCardData } from '@/lib/route-data';

import { AppLink } from '../AppLink';
import { Heading, type HeadingLevel } from '../Heading';
import { CardImage } from './CardImage';

export function ArticleCard({
  card,
  headingLevel,
  row = false,
  first = false,
}: {
  card: ArticleCardData;
  headingLevel: HeadingLevel;
  /** It is in a row that scrolls sideways */
  row?: boolean;
  /** Its picture is the page's first */
  first?: boolean;
}) {
  return (
    <article className="card card--summary card--article">
      <CardImage image={card.thumbnail ?? card.image} ratio="wide" article row={row} first={first} />
      <div className="card__body">
        <Heading level={headingLevel} className="card__title">
          {card.path ? <AppLink href={card.path}>{card.title}</AppLink> : card.title}
        </Heading>
        {card.summary ? <p className="card__summary">{card.summary}</p> : null}
      </div>
    </article>
  );
}
