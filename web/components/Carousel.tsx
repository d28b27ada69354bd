'use client';

import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';

import { ArrowLeftIcon, ArrowRightIcon } from './icons';

/**
 * A row of cards that scrolls sideways (scroll-snap), with «Forrige» and «Neste» turning it by about a screen,
 * each disabled at its end. The row is a focusable region, so arrow keys scroll it too. A row that fits its box has
 * nothing to turn: no buttons (their room kept, so nothing below moves) and no tab stop. Without JavaScript the
 * buttons are hidden (CSS) and the row still scrolls.
 */
export function Carousel({ label, children }: { label: string; children: ReactNode }) {
  const row = useRef<HTMLDivElement>(null);
  const rowId = useId();
  const [atStart, setAtStart] = useState(true);
  const [atEnd, setAtEnd] = useState(false);

  const update = useCallback(() => {
    const element = row.current;
    if (!element) return;
    setAtStart(element.scrollLeft <= 1);
    setAtEnd(element.scrollLeft + element.clientWidth >= element.scrollWidth - 1);
  }, []);

  useEffect(() => {
    const element = row.current;
    if (!element) return;
    // Measured when the browser lays the row out, and again when its width changes: not as the page hydrates, when a
    // row below the screen is not laid out yet (content-visibility) and reading its width would lay it out at once.
    const sizes = new ResizeObserver(update);
    sizes.observe(element);
    return () => sizes.disconnect();
  }, [update]);

  function turn(direction: 1 | -1) {
    const element = row.current;
    if (!element) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({ left: direction * element.clientWidth * 0.9, behavior: reduced ? 'auto' : 'smooth' });
  }

  const fits = atStart && atEnd;

  return (
    <div className="carousel">
      <div className={fits ? 'carousel__controls carousel__controls--idle' : 'carousel__controls'}>
        <button type="button" aria-controls={rowId} disabled={atStart} onClick={() => turn(-1)}>
          <ArrowLeftIcon />
          Forrige
        </button>
        <button type="button" aria-controls={rowId} disabled={atEnd} onClick={() => turn(1)}>
          Neste
          <ArrowRightIcon />
        </button>
      </div>
      {/* A scrollable row must be reachable by keyboard (WCAG 2.1.1); a group, not a landmark: the section is one. */}
      <div
        ref={row}
        id={rowId}
        className="carousel__row"
        role="group"
        aria-label={label}
        tabIndex={fits ? -1 : 0}
        onScroll={update}
      >
        {children}
      </div>
    </div>
  );
}
