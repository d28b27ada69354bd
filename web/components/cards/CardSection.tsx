import { isProductionCard } from '@/lib/cards';
import { hyphenated } from '@/lib/hyphenate';
import { osloDayKey } from '@/lib/dates';
import { programDay, type ProgramDay } from '@/lib/programme/days';
import { facets, programmeFacts } from '@/lib/programme/filters';
import type { Paging } from '@/lib/route-data';

import { Carousel } from '../Carousel';
import type { HeadingLevel } from '../Heading';
import { ProgrammeList } from '../lazy';
import { ListingSection } from '../ListingSection';
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
  /** A programme: its day buttons and filters over it (`ProgrammeList`), with the file of each day's showings */
  dayFiles?: Readonly<Record<string, string>>;
  /** The first card's picture is the page's first: fetched at once and before the others */
  firstPicture?: boolean;
}

/**
 * Every day the programme plays on (`dayFiles`, else its cards' days), in order, with their Bokmål labels, and when
 * their last showing starts where the cards know it (their first days'): on those days the visitor's clock may pass
 * it.
 */
function programDays(cards: CardData[], dayFiles: Readonly<Record<string, string>>): ProgramDay[] {
  const cardDays = cards.flatMap((card) => (isProductionCard(card) ? card.showingDays : []));
  const days = [...new Set([...Object.keys(dayFiles), ...cardDays])].sort();
  const lastStarts = new Map<string, string>();
  for (const card of cards) {
    for (const showing of isProductionCard(card) ? card.showings : []) {
      const day = osloDayKey(showing.startTime);
      const last = lastStarts.get(day);
      if (!last || Date.parse(showing.startTime) > Date.parse(last)) lastStarts.set(day, showing.startTime);
    }
  }
  // At noon in Oslo, winter or summer, it is that day there.
  return days.map((key) => {
    const lastStart = lastStarts.get(key);
    return lastStart ? { ...programDay(lastStart), lastStart } : programDay(`${key}T12:00:00+01:00`);
  });
}

/**
 * A listing's frame: its title (ListingSection), then its cards as a list, a row that scrolls sideways, or a
 * programme under its day buttons and filters.
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
  dayFiles,
  firstPicture = false,
}: CardSectionProps) {
  const row = layout === 'carousel';
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
        if (dayFiles) {
          return (
            <ProgrammeList
              items={cards.map((card, index) => ({
                id: card.id,
                facts: programmeFacts(card),
                node: (
                  <AnyCard
                    card={card}
                    headingLevel={cardLevel}
                    variant={variant}
                    first={firstPicture && index === 0}
                    titleText={hyphenated}
                  />
                ),
              }))}
              paging={paging}
              days={programDays(cards, dayFiles)}
              dayFiles={dayFiles}
              facets={facets(cards.flatMap((card) => (isProductionCard(card) ? [card] : [])))}
              headingLevel={cardLevel}
              variant={variant}
            />
          );
        }
        const list = (
          <ul className="card-grid">
            {cards.map((card, index) => (
              <li key={card.id}>
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
            <MoreCards paging={paging} shown={cards.length} headingLevel={cardLevel} variant={variant} row={row} />
          ) : null;
        // The cards «Vis flere» adds join the row.
        const listing = (
          <>
            {list}
            {more}
          </>
        );
        return row ? <Carousel label={title ?? 'Filmer og arrangementer'}>{listing}</Carousel> : listing;
      }}
    </ListingSection>
  );
}
