'use client';
/** A film page's member part: its rating, «Legg til i ønskelisten», and the members' reviews. */
import { useState } from 'react';
import useSWR from 'swr';

import { formatInstantDate } from '@/lib/format';

import { AppLink } from '../AppLink';
import { LOAD_ONCE, memberArea, useSession, useStore } from './hooks';
import { ratingCount, Stars } from './Stars';

/** `2026-10-01T12:00:00` → `1. oktober 2026` */
function reviewDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : formatInstantDate(time);
}

function AddToWatchList({ apiBase }: { apiBase: string }) {
  const area = memberArea(apiBase);
  const session = useSession();
  const { movieInfo } = useStore(area.movie);
  const [state, setState] = useState<'idle' | 'busy' | 'added'>('idle');
  if (!session) {
    return (
      <p>
        <AppLink href="/min-side/logg-inn">Logg inn</AppLink> for å legge filmen til i ønskelisten.
      </p>
    );
  }
  return (
    <>
      <button
        type="button"
        className="button"
        aria-disabled={!movieInfo || state === 'busy' || undefined}
        onClick={async () => {
          if (!movieInfo || state === 'busy') return;
          setState('busy');
          setState((await area.addToWatchList(movieInfo)) ? 'added' : 'idle');
        }}
      >
        Legg til i ønskelisten
      </button>
      <div role="status">
        {state === 'added' ? (
          <p>
            Lagt til i <AppLink href="/min-side/onskeliste">ønskelisten</AppLink>.
          </p>
        ) : null}
      </div>
    </>
  );
}

export function FilmMember({ apiBase, ediNumber }: { apiBase: string; ediNumber: string }) {
  const area = memberArea(apiBase);
  useSWR(['movie', apiBase, ediNumber], () => area.loadMovie(ediNumber), LOAD_ONCE);
  useSWR(['reviews', apiBase, ediNumber], () => area.loadReviews(ediNumber), LOAD_ONCE);
  const { movieInfo } = useStore(area.movie);
  const reviews = useStore(area.reviews);
  const rated = movieInfo && movieInfo.ratingCount > 0;
  return (
    <section className="film-member container" aria-labelledby="film-member-heading">
      <h2 id="film-member-heading">Medlemmenes mening</h2>
      {rated ? (
        <p className="film-member__rating">
          <Stars rating={movieInfo.rating} /> <span>{ratingCount(movieInfo.ratingCount)}</span>
        </p>
      ) : null}
      <AddToWatchList apiBase={apiBase} />
      <h3>Anmeldelser</h3>
      <div role="status">{reviews.loading ? <p>Laster anmeldelser …</p> : null}</div>
      {!reviews.loading && reviews.items.length === 0 ? <p>Ingen anmeldelser ennå.</p> : null}
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
