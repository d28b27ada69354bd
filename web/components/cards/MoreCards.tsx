'use client';

import { useRef, useState } from 'react';

import type { Chunk } from '@/lib/route-data';

import type { HeadingLevel } from '../Heading';
import { AnyCard, type CardData } from './AnyCard';

/** Where the export serves the route data's chunks (`scripts/web-build` copies them there). */
export const CHUNKS_URL = '/data/';

interface MoreCardsProps {
  /** The listing's further pages, in order: `chunks/…/2.json`, … */
  chunks: string[];
  /** How many cards the listing has in all */
  total: number;
  /** How many the page shows before any is loaded */
  shown: number;
  headingLevel: HeadingLevel;
  variant: 'summary' | 'showings';
}

/**
 * «Vis flere» under a long listing: each press fetches the next page and appends its cards. The first page is in the
 * HTML; the status line says how many are shown, and the focus moves to the first new card's link.
 */
export function MoreCards({ chunks, total, shown, headingLevel, variant }: MoreCardsProps) {
  const [cards, setCards] = useState<CardData[]>([]);
  const [loaded, setLoaded] = useState(0);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const list = useRef<HTMLUListElement>(null);

  async function loadNext() {
    const file = chunks[loaded];
    setState('loading');
    try {
      const response = await fetch(`${CHUNKS_URL}${file}`);
      if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
      const chunk = (await response.json()) as Chunk;
      const first = cards.length;
      setCards([...cards, ...chunk.items]);
      setLoaded(loaded + 1);
      setState('idle');
      // After React has rendered the new cards: move the focus to the first of them, not back to the top.
      requestAnimationFrame(() => list.current?.querySelectorAll<HTMLElement>(':scope > li a')[first]?.focus());
    } catch {
      setState('failed');
    }
  }

  const count = shown + cards.length;
  return (
    <>
      {cards.length > 0 ? (
        <ul className="card-grid card-grid--more" ref={list}>
          {cards.map((card) => (
            <li key={card.id}>
              <AnyCard card={card} headingLevel={headingLevel} variant={variant} />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="more-cards">
        <p role="status" className="more-cards__status">
          {state === 'failed' ? 'Kunne ikke hente flere. Prøv igjen.' : `Viser ${count} av ${total}`}
        </p>
        {loaded < chunks.length ? (
          <button type="button" className="button" onClick={loadNext} disabled={state === 'loading'}>
            {state === 'loading' ? 'Henter …' : 'Vis flere'}
          </button>
        ) : null}
      </div>
    </>
  );
}
