'use client';

import { useEffect, useState, type ReactNode } from 'react';

import { AppLink } from '@/components/AppLink';
import { ArrowLeftIcon, ArrowRightIcon, PauseIcon, PlayIcon } from '@/components/icons';
import { useStoreInTransition } from '@/lib/transition-store';

/** One slide: only these fields reach the browser. */
export interface Slide {
  id: string;
  title: string;
  path: string | null;
  /**
   * Its picture, rendered on the server (`Picture`): the browser gets the element, not the work of its srcset, which
   * was a quarter of the front page's hydration.
   */
  picture: ReactNode;
}

const INTERVAL_MS = 6000;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToMotion(onChange: () => void): () => void {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.(REDUCED_MOTION).matches ?? false;
}

/** Whether the visitor prefers reduced motion; on the server (and so in the HTML) the slideshow is still. */
function useReducedMotion(): boolean {
  return useStoreInTransition(subscribeToMotion, prefersReducedMotion, true);
}

/**
 * A carousel (the WAI-ARIA pattern), all on the picture: the slide's linked title at its foot, and in a corner the
 * button that pauses it (or plays it), previous and next, and which slide of how many. It turns by itself only after
 * hydration and never when the visitor prefers reduced motion; while it does, the slides are not announced, so a
 * screen reader is not interrupted every few seconds.
 */
export function Slideshow({ slides, name }: { slides: Slide[]; name: string }) {
  const [current, setCurrent] = useState(0);
  // The visitor's own choice wins; until they make one, it plays unless they prefer reduced motion.
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const reduced = useReducedMotion();
  const playing = slides.length > 1 && (choice === null ? !reduced : choice === 'play');

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % slides.length), INTERVAL_MS);
    return () => clearInterval(timer);
  }, [playing, slides.length]);

  const step = (by: number) => setCurrent((index) => (index + by + slides.length) % slides.length);

  return (
    <section className="slideshow" aria-roledescription="karusell" aria-label={name}>
      {slides.length > 1 ? (
        <div className="slideshow__controls">
          <button type="button" onClick={() => setChoice(playing ? 'pause' : 'play')}>
            {playing ? <PauseIcon /> : <PlayIcon />}
            <span className="visually-hidden">{playing ? 'Stopp lysbildene' : 'Spill av lysbildene'}</span>
          </button>
          <button type="button" onClick={() => step(-1)}>
            <ArrowLeftIcon />
            <span className="visually-hidden">Forrige lysbilde</span>
          </button>
          {/* Each slide's group says it to a screen reader («2 av 8»). */}
          <span className="slideshow__position" aria-hidden="true">
            {current + 1} av {slides.length}
          </span>
          <button type="button" onClick={() => step(1)}>
            <ArrowRightIcon />
            <span className="visually-hidden">Neste lysbilde</span>
          </button>
        </div>
      ) : null}
      <div className="slideshow__slides" aria-live={playing ? 'off' : 'polite'}>
        {slides.map((slide, index) => (
          <div
            key={slide.id}
            className="slideshow__slide"
            role="group"
            aria-roledescription="lysbilde"
            aria-label={`${index + 1} av ${slides.length}`}
            hidden={index !== current}
          >
            {slide.picture}
            <p className="slideshow__title">
              {slide.path ? <AppLink href={slide.path}>{slide.title}</AppLink> : slide.title}
            </p>
          </div>
        ))}
      </div>
    </section>
  );
}
