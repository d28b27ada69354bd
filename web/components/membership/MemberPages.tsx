'use client';
/** Min side, the watch list and my tickets: loaded in the browser for the member of the stored session. */
import type { ReactNode } from 'react';

import { useMinute } from '@/lib/clock';
import { formatDay, formatTime } from '@/lib/dates';
import { filmPagePath, type FilmPages } from '@/lib/membership/film-pages';
import { MEMBER_PAGES } from '@/lib/membership/pages';
import { failureMessage, type MyTicket, type ProviderResponse } from '@/lib/membership/provider';
import { seatsLabel, ticketsByTime } from '@/lib/membership/tickets';
import type { CalendarShowing } from '@/lib/programme/calendar';
import { paramValue } from '@/lib/programme/filters';

import { AppLink } from '../AppLink';
import { AddToCalendar } from '../programme/AddToCalendar';
import { useTickets, useWatchList } from './hooks';
import { useLoggedOut, useSession } from './session-hooks';
import { LogOutButton } from './LogOut';
import { QrCode } from './QrCode';
import { MemberPicture } from './MemberPicture';
import { SessionExpiredNotice } from './SessionExpired';
import { ratingCount, Stars } from './Stars';

function SignInFirst({ children }: { children: ReactNode }) {
  const session = useSession();
  return (
    <>
      <SessionExpiredNotice />
      {session ? (
        children
      ) : (
        <p>
          Du må være logget inn for å se dette. <AppLink href={MEMBER_PAGES.login}>Logg inn</AppLink> eller{' '}
          <AppLink href={MEMBER_PAGES.signUp}>opprett en bruker</AppLink>.
        </p>
      )}
    </>
  );
}

function Loading({ loading }: { loading: boolean }) {
  return <div role="status">{loading ? <p>Laster …</p> : null}</div>;
}

function Problem({ error, fallback }: { error: ProviderResponse | null; fallback: string }) {
  return error ? (
    <p role="alert" className="form-error">
      {failureMessage(error, fallback)}
    </p>
  ) : null;
}

export function MemberHome() {
  const session = useSession();
  const loggedOut = useLoggedOut();
  return (
    <>
      <div role="status">
        {loggedOut && !session ? (
          <p>Du er nå logget ut. Er datamaskinen delt med andre, lukk også nettleseren.</p>
        ) : null}
      </div>
      <SessionExpiredNotice />
      {session ? (
        <>
          <p>Hei, {session.name}!</p>
          <ul className="member-links">
            <li>
              <AppLink href={MEMBER_PAGES.watchList}>Ønskeliste</AppLink>
            </li>
            <li>
              <AppLink href={MEMBER_PAGES.tickets}>Mine billetter</AppLink>
            </li>
          </ul>
          <LogOutButton className="button" />
          <p>
            Bruker du en delt datamaskin, for eksempel på biblioteket? Logg ut og lukk nettleseren når du er ferdig.
          </p>
        </>
      ) : (
        <p>
          <AppLink href={MEMBER_PAGES.login}>Logg inn</AppLink> eller{' '}
          <AppLink href={MEMBER_PAGES.signUp}>opprett en bruker</AppLink> for å se ønskelisten og billettene dine.
        </p>
      )}
    </>
  );
}

function WatchListItems({ apiBase, filmPages }: { apiBase: string; filmPages: FilmPages }) {
  const { data, loading, error } = useWatchList(apiBase, useSession());
  const items = data ?? [];
  return (
    <>
      <Loading loading={loading} />
      <Problem error={error} fallback="Vi kunne ikke hente ønskelisten. Prøv igjen senere." />
      {data !== undefined && !error && items.length === 0 ? <p>Ønskelisten din er tom.</p> : null}
      {items.length > 0 ? (
        <ul className="member-films">
          {items.map((movie) => {
            const path = filmPagePath(filmPages, movie);
            return (
              <li key={movie.movieId} className="member-film">
                {movie.poster ? <MemberPicture src={movie.poster} alt="" width={120} height={180} lazy /> : null}
                <div>
                  {/* A film the site has no page for (no longer showing, or another site's) is named only. */}
                  <h2 className="member-film__title">
                    {path ? <AppLink href={path}>{movie.title}</AppLink> : movie.title}
                  </h2>
                  {movie.ratingCount > 0 ? (
                    <p>
                      <Stars rating={movie.rating} /> {ratingCount(movie.ratingCount)}
                    </p>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
    </>
  );
}

/** The watch list; `filmPages` (from the build's route data) links each film the site has a page for to it. */
export function WatchList({ apiBase, filmPages }: { apiBase: string; filmPages: FilmPages }) {
  return (
    <SignInFirst>
      <WatchListItems apiBase={apiBase} filmPages={filmPages} />
    </SignInFirst>
  );
}

function when(iso: string | null): string {
  return iso ? `${formatDay(iso)} ${formatTime(iso)}` : '';
}

/** The house whose member's tickets these are: its name and origin, which a ticket's calendar event names. */
export type House = Pick<CalendarShowing, 'place' | 'host'>;

/** A ticket's showing as a calendar event: the film, when, the hall and its seats. */
function ticketEvent(ticket: MyTicket, house: House): CalendarShowing {
  return {
    ...house,
    title: ticket.movieTitle,
    startTime: ticket.startTime,
    duration: null,
    auditorium: ticket.sal,
    id: `${ticket.movieId}-${ticket.startTime}`,
    url: new URL(MEMBER_PAGES.tickets, house.host).href,
    ticketUrl: null,
    notes: ticket.seatsInfo.seats.map((row) => `Rad ${row.row}: ${seatsLabel(row.seats)}`).join(', '),
  };
}

/**
 * A ticket; an expired one says so, and shows no QR code, since it no longer lets the member in. A coming one goes
 * into a calendar («Legg i kalender»).
 */
function Ticket({ ticket, expired, house }: { ticket: MyTicket; expired: boolean; house: House }) {
  const qrLabel = `QR-kode for billetten til ${ticket.movieTitle}`;
  return (
    <li className={expired ? 'member-ticket member-ticket--expired' : 'member-ticket'}>
      <h2 className="member-ticket__title">{ticket.movieTitle}</h2>
      {expired ? <p className="member-ticket__expired">Utløpt</p> : null}
      {ticket.image ? <MemberPicture src={ticket.image} alt="" width={120} height={180} lazy /> : null}
      <dl className="facts">
        <div className="facts__row">
          <dt>Tid</dt>
          <dd>
            <time dateTime={ticket.startTime}>{when(ticket.startTime)}</time>
          </dd>
        </div>
        {ticket.sal ? (
          <div className="facts__row">
            <dt>Sal</dt>
            <dd>{ticket.sal}</dd>
          </div>
        ) : null}
        {ticket.seatsInfo.seats.map((row) => (
          <div key={row.row} className="facts__row">
            <dt>Rad {row.row}</dt>
            <dd>{seatsLabel(row.seats)}</dd>
          </div>
        ))}
        {ticket.expirationDate && !expired ? (
          <div className="facts__row">
            <dt>Gyldig til</dt>
            <dd>
              <time dateTime={ticket.expirationDate}>{when(ticket.expirationDate)}</time>
            </dd>
          </div>
        ) : null}
      </dl>
      {ticket.notes && !expired ? <p>{ticket.notes}</p> : null}
      {!expired && !Number.isNaN(Date.parse(ticket.startTime)) ? (
        <AddToCalendar
          showing={ticketEvent(ticket, house)}
          slug={paramValue(ticket.movieTitle)}
          when={when(ticket.startTime)}
        />
      ) : null}
      {expired ? null : ticket.qrCode ? (
        <QrCode data={ticket.qrCode} label={qrLabel} />
      ) : ticket.qrUrl ? (
        <MemberPicture src={ticket.qrUrl} alt={qrLabel} width={256} height={256} />
      ) : null}
    </li>
  );
}

/** The coming tickets first, soonest first; below them the expired ones, latest first, by the visitor's clock. */
function TicketItems({ apiBase, house }: { apiBase: string; house: House }) {
  const { data, loading, error } = useTickets(apiBase, useSession());
  const items = data ?? [];
  const { coming, expired } = ticketsByTime(items, useMinute());
  const key = (ticket: MyTicket, n: number) => `${ticket.movieId}-${ticket.startTime}-${n}`;
  return (
    <>
      <Loading loading={loading} />
      <Problem error={error} fallback="Vi kunne ikke hente billettene dine. Prøv igjen senere." />
      {data !== undefined && !error && items.length === 0 ? <p>Du har ingen billetter.</p> : null}
      {items.length > 0 ? (
        <ul className="member-tickets">
          {coming.map((ticket, n) => (
            <Ticket key={key(ticket, n)} ticket={ticket} expired={false} house={house} />
          ))}
          {expired.map((ticket, n) => (
            <Ticket key={key(ticket, n)} ticket={ticket} expired house={house} />
          ))}
        </ul>
      ) : null}
    </>
  );
}

export function Tickets({ apiBase, house }: { apiBase: string; house: House }) {
  return (
    <SignInFirst>
      <TicketItems apiBase={apiBase} house={house} />
    </SignInFirst>
  );
}
