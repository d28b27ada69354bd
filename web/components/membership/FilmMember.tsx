'use client';
/** A film page's member part: its rating, whether it is on the member's watch list, and the members' reviews. */
import { useEffect, useState } from 'react';
import { useInView } from 'react-intersection-observer';

import { formatInstantDate } from '@/lib/dates';
import { MEMBER_PAGES } from '@/lib/membership/pages';
import { failureMessage, type MovieInfo } from '@/lib/membership/provider';

import { AppLink } from '../AppLink';
import { useAddToWatchList, useMovieInfo, useReviews, useWatchList } from './hooks';
import { useSession } from './session-hooks';
import { SessionExpiredNotice } from './SessionExpired';
import { ratingCount, Stars } from './Stars';

/** `2026-10-01T12:00:00` → `1. oktober 2026` */
function reviewDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : formatInstantDate(time);
}

/**
 * «Legg til i ønskelisten» for the film of this page, or «På ønskelisten» when it is on the list: the contract has no
 * call that takes a film off it, so that is all the member can do here. The button waits for both answers it needs:
 * the film's movie info (the id it posts) and the member's watch list (whether the film is on it already). It stays
 * in place as it changes, so the focus of a member who just added the film stays on it.
 */
function WatchListButton({
  apiBase,
  movieInfo,
  visible,
}: {
  apiBase: string;
  movieInfo: MovieInfo | null;
  visible: boolean;
}) {
  const session = useSession();
  // The member's list as it is now (another tab or device may have changed it), to tell whether this film is on it.
  const watchList = useWatchList(apiBase, visible ? session : null);
  const { add, adding } = useAddToWatchList(apiBase, session);
  const [added, setAdded] = useState<number | null>(null);
  const listKnown = watchList.data !== undefined || watchList.error !== null;
  const onList = Boolean(movieInfo && watchList.data?.some((item) => item.movieId === movieInfo.movieId));
  const status = movieInfo && listKnown ? (onList ? 'added' : adding ? 'adding' : 'absent') : null;
  return (
    <>
      <SessionExpiredNotice />
      {session ? (
        <>
          <button
            type="button"
            className="button"
            aria-disabled={status !== 'absent' || undefined}
            onClick={async () => {
              if (!movieInfo || status !== 'absent') return;
              if (await add(movieInfo)) setAdded(movieInfo.movieId);
            }}
          >
            {status === 'added' ? 'På ønskelisten' : 'Legg til i ønskelisten'}
          </button>
          <div role="status">
            {status === 'adding' ? <p>Legger til …</p> : null}
            {status === 'added' && added === movieInfo?.movieId ? <p>Lagt til i ønskelisten.</p> : null}
          </div>
          {status === 'added' ? (
            <p>
              <AppLink href={MEMBER_PAGES.watchList}>Se ønskelisten</AppLink>
            </p>
          ) : null}
        </>
      ) : (
        <p>
          <AppLink href={MEMBER_PAGES.login}>Logg inn</AppLink> for å legge filmen til i ønskelisten.
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
  const movieInfo = useMovieInfo(apiBase, inView ? ediNumber : null);
  const reviews = useReviews(apiBase, inView ? ediNumber : null);
  const items = reviews.data ?? [];
  const rated = movieInfo && movieInfo.ratingCount > 0;
  // «None yet» only once the provider has said so: not in the exported HTML, nor before the first answer.
  const noReviews = reviews.data !== undefined && !reviews.error && items.length === 0;
  return (
    <section ref={ref} className="film-member container" aria-labelledby="film-member-heading">
      <h2 id="film-member-heading">Medlemmenes mening</h2>
      {rated ? (
        <p className="film-member__rating">
          <Stars rating={movieInfo.rating} /> <span>{ratingCount(movieInfo.ratingCount)}</span>
        </p>
      ) : null}
      <WatchListButton apiBase={apiBase} movieInfo={movieInfo} visible={inView} />
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
      {items.length > 0 ? (
        <ul className="reviews">
          {items.map((review) => (
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
