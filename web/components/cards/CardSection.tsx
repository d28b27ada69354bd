import { cardDays, isProductionCard } from '@/lib/cards';
import { hyphenated } from '@/lib/hyphenate';
import { osloDayKey } from '@/lib/dates';
import { programDay, WEEK, type ProgramDay } from '@/lib/programme/days';
import type { Paging } from '@/lib/route-data';

import { Carousel } from '../Carousel';
import type { HeadingLevel } from '../Heading';
import { ListingSection } from '../ListingSection';
import { DayFilter } from '../programme/DayFilter';
import { AnyCard, type CardData } from './AnyCard';
import { MoreCards } from './MoreCards';

interface CardSectionProps {
  /** Unique on the page (the block's id) */
  id: string;
  title: string | null | undefined;
  headingLevel: HeadingLevel;
  /** The page's <h1>: a title that repeats it is not shown again */
  pageHeading?: string;
  /** Shown when there is no card */
  emptyText: string;
  /** The listing's first page */
  cards: CardData[];
  /** The listing's further pages, when it is longer than one */
  paging?: Paging;
  /** How production cards are shown, on the first page and the further ones */
  variant?: 'summary' | 'showings';
  /** `carousel`: one row that scrolls sideways, with «Forrige» and «Neste» */
  layout?: 'grid' | 'carousel';
  /** Buttons to show only the productions playing on one day (by the days they play on, `showingDays`) */
  dayFilter?: boolean;
  /** The first card's picture is the page's first: fetched at once and before the others */
  firstPicture?: boolean;
}

/**
 * The first days the cards play on, in order, with their Bokmål labels and when their last showing starts: the day
 * filter's week, as cinemas show («Alle dager» shows the later ones), and a day more for a visitor a day after the
 * build.
 */
function programDays(cards: CardData[]): ProgramDay[] {
  const days = [...new Set(cards.flatMap((card) => (isProductionCard(card) ? card.showingDays : [])))].sort();
  const lastStarts = new Map<string, string>();
  for (const card of cards) {
    for (const showing of isProductionCard(card) ? card.showings : []) {
      const day = osloDayKey(showing.startTime);
      const last = lastStarts.get(day);
      if (!last || Date.parse(showing.startTime) > Date.parse(last)) lastStarts.set(day, showing.startTime);
    }
  }
  // Each of the first days has its cards' showings (a card carries its first days'), so its last start.
  return days.slice(0, WEEK + 1).flatMap((key) => {
    const lastStart = lastStarts.get(key);
    return lastStart ? [{ ...programDay(lastStart), lastStart }] : [];
  });
}

/**
 * A listing's frame: its title (ListingSection), then its cards as a list, a row that scrolls sideways, or a list
 * under the day filter.
 */
export function CardSection({
  id,
  title,
  headingLevel,
  pageHeading,
  emptyText,
  cards,
  paging,
  variant = 'summary',
  layout = 'grid',
  dayFilter = false,
  firstPicture = false,
}: CardSectionProps) {
  const row = layout === 'carousel';
  const days = dayFilter ? programDays(cards) : [];
  return (
    <ListingSection
      id={id}
      className="card-section"
      title={title}
      headingLevel={headingLevel}
      pageHeading={pageHeading}
    >
      {(cardLevel) => {
        if (cards.length === 0) return <p>{emptyText}</p>;
        const list = (
          <ul className="card-grid">
            {cards.map((card, index) => (
              <li key={card.id} data-days={dayFilter ? cardDays(card) : undefined}>
                <AnyCard
                  card={card}
                  headingLevel={cardLevel}
                  variant={variant}
                  row={row}
                  first={firstPicture && index === 0}
                  titleText={hyphenated}
                />
              </li>
            ))}
          </ul>
        );
        const more =
          paging && paging.chunks.length > 0 ? (
            <MoreCards
              paging={paging}
              shown={cards.length}
              headingLevel={cardLevel}
              variant={variant}
              row={row}
              dayFilter={days.length > 1}
            />
          ) : null;
        // The cards «Vis flere» adds join the row, or are filtered by the day chosen too.
        const listing = (
          <>
            {list}
            {more}
          </>
        );
        if (row) return <Carousel label={title ?? 'Filmer og arrangementer'}>{listing}</Carousel>;
        return days.length > 1 ? <DayFilter days={days}>{listing}</DayFilter> : listing;
      }}
    </ListingSection>
  );
}
