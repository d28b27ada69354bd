"""The membership provider's catalogue, users, tickets, watch lists and reviews, built from the programme."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

Json = dict[str, Any]

REVIEW_COMMENTS = (
    ("Nydelig foto og sterke skuespillerprestasjoner. Anbefales!", 5),
    ("Litt lang i midten, men slutten var verdt det.", 4),
    ("Hele familien koste seg. Ungene lo høyt flere ganger.", 5),
    ("Grei underholdning, men jeg hadde forventet mer.", 3),
    ("Spennende fra første til siste minutt. Lyden i sal 1 er fantastisk.", 5),
    ("Ikke helt min stil, men godt laget.", 3),
    ("Rørende og vakker. Jeg gråt litt på slutten, ærlig talt.", 4),
    ("Skuffende manus. Gode bilder redder ikke alt.", 2),
)
REVIEWERS = ("Kari N.", "Ola H.", "Ingrid B.", "Jonas M.", "Sofie L.", "Håkon Ø.", "Åse K.")


@dataclass
class User:
    email: str
    password: str
    user_name: str
    watchlist: list[int] = field(default_factory=list)
    tickets: list[Json] = field(default_factory=list)


@dataclass
class Catalogue:
    """What one provider instance knows: films by MovieId, their reviews, and its members."""

    movies: dict[int, Json]
    reviews: dict[int, list[Json]]
    users: dict[str, User]

    def movie_by_edi(self, edi: str) -> Json | None:
        wanted = edi.upper().removeprefix("DXM")
        return next((m for m in self.movies.values() if wanted in m["Edis"]), None)


def _movie_id(edi: str) -> int:
    return 10_000 + int(edi.upper().removeprefix("DXM")) % 10_000_000


def _reviews(movie_id: int, edi: str) -> list[Json]:
    count = int(hashlib.sha256(edi.encode()).hexdigest(), 16) % 6
    reviews = []
    for n in range(count):
        comment, rating = REVIEW_COMMENTS[(movie_id + n) % len(REVIEW_COMMENTS)]
        reviews.append(
            {
                "Id": movie_id * 10 + n,
                "Comment": comment,
                "Rating": rating,
                "AddedAt": (datetime(2026, 10, 1, 12) + timedelta(days=n * 3, hours=movie_id % 7)).isoformat(),
                "LikesCount": (movie_id + n * 7) % 23,
                "MovieId": movie_id,
                "UserId": 500 + (movie_id + n) % len(REVIEWERS),
                "UserName": REVIEWERS[(movie_id + n) % len(REVIEWERS)],
                "Image": None,
                "IsLiked": False,
            }
        )
    return reviews


def _ticket(film: Json, event: Json, seats: tuple[int, ...], row: int) -> Json:
    start = datetime.fromisoformat(event["startTime"])
    poster = next((a["url"] for a in film["assets"] if a["type"] == "poster"), None)
    code = f"FJB-{event['eventNumber']}-R{row}S{'-'.join(map(str, seats))}"
    return {
        "MovieId": _movie_id(film["ediNumber"]),
        "MovieTitle": film["title"],
        "Notes": "Vis QR-koden i billettluka eller ved inngangen til salen.",
        "QRCode": code,
        "QRUrl": f"https://billett.example.no/qr/{code}",
        "StartTime": event["startTime"],
        "ExpirationDate": (start + timedelta(minutes=film.get("duration") or 120)).isoformat(),
        "Poster": poster,
        "Screen": event["auditorium"],
        "SeatsInfo": {
            "Info": f"Rad {row}, sete {', '.join(map(str, seats))}",
            "Seats": [{"Row": str(row), "Seats": ", ".join(map(str, seats))}],
        },
    }


def build_catalogue(partner: int, productions: list[Json], events: list[Json]) -> Catalogue:
    """A provider's state: every film of the programme, with reviews, and two members with tickets."""
    films = [p for p in productions if p["object"] == "movie" and p.get("ediNumber")]
    movies: dict[int, Json] = {}
    reviews: dict[int, list[Json]] = {}
    for film in films:
        movie_id = _movie_id(film["ediNumber"])
        film_reviews = _reviews(movie_id, film["ediNumber"])
        ratings = [r["Rating"] for r in film_reviews]
        poster = next((a["url"] for a in film["assets"] if a["type"] == "poster"), None)
        movies[movie_id] = {
            "Title": film["title"],
            "MovieId": movie_id,
            "Edis": [film["ediNumber"].upper().removeprefix("DXM")],
            "Rating": round(sum(ratings) / len(ratings), 1) if ratings else 0,
            "RatingCount": len(ratings),
            "Poster": poster,
            "Link": f"https://film.example.no/film/{movie_id}",
        }
        reviews[movie_id] = film_reviews

    film_by_id = {f["id"]: f for f in films}
    film_events = [e for e in events if e["productionId"] in film_by_id and not e["soldOut"]]
    users = {
        "kari.nordmann@example.no": User("kari.nordmann@example.no", "Fjordby2026!", "Kari Nordmann"),
        "ola.hansen@example.no": User("ola.hansen@example.no", "Kinokveld#42", "Ola Hansen"),
    }
    if partner == 178:
        users = {"ingrid.berg@example.no": User("ingrid.berg@example.no", "Popcorn178!", "Ingrid Berg")}
    for n, user in enumerate(users.values()):
        user.watchlist = [m for m in list(movies)[n::5]][:4]
        for k, event in enumerate(film_events[n * 7 :: 11][:3]):
            user.tickets.append(_ticket(film_by_id[event["productionId"]], event, (7 + k, 8 + k), 4 + n))
        if user.tickets:
            # A showing two weeks before the member's first: it has started, so the site shows the ticket as expired.
            # Second in the provider's list, so the site's order (the coming ones first) is the site's own doing.
            first = film_events[n * 7]
            past = {**first, "startTime": _weeks_before(first, 2)}
            user.tickets.insert(1, _ticket(film_by_id[first["productionId"]], past, (12, 13), 6))
    return Catalogue(movies, reviews, users)


def _weeks_before(event: Json, weeks: int) -> str:
    return (datetime.fromisoformat(event["startTime"]) - timedelta(weeks=weeks)).isoformat(timespec="seconds")
