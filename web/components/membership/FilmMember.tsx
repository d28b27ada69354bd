'use client';
/** A film page's member part: its rating, «Legg til i ønskelisten», and the members' reviews. */
import { useEffect, useState } from 'react';
import { useInView } from 'react-intersection-observer';
import useSWR from 'swr';

import { formatInstantDate } from '@/lib/format';
import { failureMessage, type MovieInfo } from '@/lib/membership/provider';
import { watchListStatus } from '@/lib/membership/state';

import { AppLink } from '../AppLink';
import { LOAD_ONCE, memberArea, useSession, useStore } from './hooks';
import { SessionExpiredNotice } from './SessionExpired';
import { ratingCount, Stars } from './Stars';

/** `2026-10-01T12:00:00` → `1. oktober 2026` */
function reviewDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : formatInstantDate(time);
}

/** The button adds the film of this page only: until its movie info is there it has no id to post. */
function AddToWatchList({ apiBase, movieInfo }: { apiBase: string; movieInfo: MovieInfo | null }) {
  const area = memberArea(apiBase);
  const session = useSession();
  const watchList = useStore(area.watchList);
  const status = movieInfo ? watchListStatus(watchList, movieInfo.movieId) : null;
  return (
    <>
      <SessionExpiredNotice />
      {session ? (
        <>
          <button
            type="button"
            className="button"
            aria-disabled={status !== 'absent' || undefined}
            onClick={() => {
              if (movieInfo && status === 'absent') void area.addToWatchList(movieInfo);
            }}
          >
            Legg til i ønskelisten
          </button>
          <div role="status">
            {status === 'adding' ? <p>Legger til …</p> : null}
            {status === 'added' ? (
              <p>
                Lagt til i <AppLink href="/min-side/onskeliste">ønskelisten</AppLink>.
              </p>
            ) : null}
          </div>
        </>
      ) : (
        <p>
          <AppLink href="/min-side/logg-inn">Logg inn</AppLink> for å legge filmen til i ønskelisten.
        </p>
      )}
    </>
  );
}

/**
 * How near the window the section must come, once the visitor scrolls, before it asks the provider: about a phone's
 * screen ahead, so the answer is usually there before the visitor is.
 */
const LOAD_AHEAD = '800px 0px';

/** Whether the visitor has scrolled the page since it opened. */
function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const scroll = () => setScrolled(true);
    window.addEventListener('scroll', scroll, { once: true, passive: true });
    return () => window.removeEventListener('scroll', scroll);
  }, []);
  return scrolled;
}

export function FilmMember({ apiBase, ediNumber }: { apiBase: string; ediNumber: string }) {
  const area = memberArea(apiBase);
  // Asked for when the visitor scrolls towards it, or at once when the page opens on it; not while a page that opens
  // above it starts. Rendering the answers (the page's first Intl formatter, twenty reviews) took 130 ms of a phone's
  // CPU (Chromium at 4× slowdown) from the start once a phone's short ticket list brought the section within a screen
  // of the window: Lighthouse's film page went from performance 97 to 85.
  const scrolled = useScrolled();
  const { ref, inView } = useInView({
    rootMargin: scrolled ? LOAD_AHEAD : '0px',
    triggerOnce: true,
    fallbackInView: true,
  });
  useSWR(inView ? ['movie', apiBase, ediNumber] : null, () => area.loadMovie(ediNumber), LOAD_ONCE);
  const reviewsLoad = useSWR(
    inView ? ['reviews', apiBase, ediNumber] : null,
    () => area.loadReviews(ediNumber),
    LOAD_ONCE,
  );
  const film = area.film(ediNumber);
  const { movieInfo } = useStore(film.movie);
  const reviews = useStore(film.reviews);
  const rated = movieInfo && movieInfo.ratingCount > 0;
  // «None yet» only once the provider has said so: not in the exported HTML, nor before the first answer.
  const noReviews = reviewsLoad.data !== undefined && !reviews.loading && !reviews.error && reviews.items.length === 0;
  return (
    <section ref={ref} className="film-member container" aria-labelledby="film-member-heading">
      <h2 id="film-member-heading">Medlemmenes mening</h2>
      {rated ? (
        <p className="film-member__rating">
          <Stars rating={movieInfo.rating} /> <span>{ratingCount(movieInfo.ratingCount)}</span>
        </p>
      ) : null}
      <AddToWatchList apiBase={apiBase} movieInfo={movieInfo} />
      <h3>Anmeldelser</h3>
      <div role="status">
        {reviews.loading ? <p>Laster anmeldelser …</p> : null}
        {!reviews.loading && reviews.error ? (
          <p className="form-error">
            {failureMessage(reviews.error, 'Vi kunne ikke hente anmeldelsene. Prøv igjen senere.')}
          </p>
        ) : null}
      </div>
      {noReviews ? <p>Ingen anmeldelser ennå.</p> : null}
      {reviews.items.length > 0 ? (
        <ul className="reviews">
          {reviews.items.map((review) => (
            <li key={review.id} className="review">
              <p className="review__rating">
                <Stars rating={review.rating} />
              </p>
              <p className="review__comment">{review.comment}</p>
              <p className="review__meta">
                {review.userName}, <time dateTime={review.addedAt}>{reviewDate(review.addedAt)}</time> ·{' '}
                {review.likesCount === 1 ? '1 liker dette' : `${review.likesCount} liker dette`}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
