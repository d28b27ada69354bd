'use client';

import { useRef, useState } from 'react';

import { useChunkPages } from '@/lib/chunks';
import type { Paging } from '@/lib/route-data';

import type { HeadingLevel } from '../Heading';
import { LoadMore } from '../LoadMore';
import type { AnyCard as Card, CardData } from './AnyCard';

interface MoreCardsProps {
  /** The listing's further pages */
  paging: Paging;
  /** How many the page shows before any is loaded */
  shown: number;
  headingLevel: HeadingLevel;
  variant: 'summary' | 'showings';
  /** The cards join a row that scrolls sideways */
  row?: boolean;
}

/**
 * «Vis flere» under a long listing: each press fetches the next page and appends its cards. The first page is in the
 * HTML; the status line says how many are shown, and the focus moves to the first new card's link. The cards' own
 * script (with the pictures' `srcset` work) comes with the first further page, not with the page.
 */
export function MoreCards({ paging, shown, headingLevel, variant, row = false }: MoreCardsProps) {
  const pages = useChunkPages<CardData>(paging.chunks);
  const list = useRef<HTMLUListElement>(null);
  const [AnyCard, setAnyCard] = useState<typeof Card | null>(null);

  async function loadNext() {
    const [first, cards] = await Promise.all([pages.loadNext(), import('./AnyCard')]);
    setAnyCard(() => cards.AnyCard);
    // After React has rendered the new cards: move the focus to the first of them, not back to the top.
    if (first !== null) {
      requestAnimationFrame(() => list.current?.querySelectorAll<HTMLElement>(':scope > li a')[first]?.focus());
    }
  }

  return (
    <>
      {AnyCard && pages.items.length > 0 ? (
        <ul className="card-grid card-grid--more" ref={list}>
          {pages.items.map((card) => (
            <li key={card.id}>
              <AnyCard card={card} headingLevel={headingLevel} variant={variant} row={row} />
            </li>
          ))}
        </ul>
      ) : null}
      <LoadMore paging={paging} shown={shown + pages.items.length} pages={pages} onMore={loadNext} />
    </>
  );
}
