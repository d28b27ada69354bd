import { productionAttributes } from '@/lib/analytics/item';
import type { TitleText } from '@/lib/hyphenate';
import { featuresOf, MARKS } from '@/lib/programme/filters';
import { showingRow } from '@/lib/programme/showing-rows';
import type { ProductionCard as ProductionCardData } from '@/lib/route-data';

import { AppLink } from '../AppLink';
import { Heading, type HeadingLevel } from '../Heading';
import { ProductionFacts } from '../ProductionFacts';
import { CardImage } from './CardImage';
import { CardShowtimes } from './CardShowtimes';

interface ProductionCardProps {
  card: ProductionCardData;
  headingLevel: HeadingLevel;
  /** `summary`: a picture and the production's summary (card lists); `showings`: poster, facts, showtimes (the programme) */
  variant: 'summary' | 'showings';
  /** It is in a row that scrolls sideways */
  row?: boolean;
  /** Its picture is the page's first */
  first?: boolean;
  /** How its title is shown (lib/hyphenate.ts) */
  titleText: TitleText;
}

export function ProductionCard({
  card,
  headingLevel,
  variant,
  row = false,
  first = false,
  titleText,
}: ProductionCardProps) {
  const marks = featuresOf(card, ...MARKS);
  return (
    <article className={`card card--${variant}`}>
      <CardImage
        image={variant === 'showings' ? (card.poster ?? card.image) : card.image}
        ratio={variant === 'showings' ? 'poster' : 'wide'}
        row={row}
        first={first}
      />
      <div className="card__body">
        <Heading level={headingLevel} className="card__title">
          {card.path ? <AppLink href={card.path}>{titleText(card.title)}</AppLink> : titleText(card.title)}
        </Heading>
        {variant === 'summary' ? (
          card.summary ? (
            <p className="card__summary">{card.summary}</p>
          ) : null
        ) : (
          <>
            <ProductionFacts production={card} className="card__facts" />
            {marks.length > 0 ? (
              // Said by each ticket link to a screen reader: shown once here, as they are the production's.
              <p className="card__marks" aria-hidden="true">
                {marks.join(' · ')}
              </p>
            ) : null}
            <CardShowtimes
              showings={card.showings.map(showingRow)}
              title={card.title}
              item={productionAttributes(card)}
              marks={marks}
            />
          </>
        )}
      </div>
    </article>
  );
}
