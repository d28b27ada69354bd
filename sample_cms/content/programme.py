"""The programme feed: productions from the seeds and their events over the next six weeks from today."""

from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from sample_cms.content.house_content import HouseSeeds
from sample_cms.content.ids import stable_id
from sample_cms.content.seeds import CultureSeed, FilmSeed

Json = dict[str, Any]

OSLO = ZoneInfo("Europe/Oslo")
WEEKS = 6
FILM_TIMES = ("12:00", "15:30", "17:00", "18:00", "19:30", "21:00")
# Extra copies at --scale K are told apart the way real programmes repeat titles.
FILM_VARIANTS = ("originalversjon", "seniorkino", "barnevisning", "med norsk tale", "3D", "filmklubb")
CULTURE_VARIANTS = ("ekstraforestilling", "turnéversjon", "familieforestilling", "matiné", "jubileumsutgave")
SOLD_OUT_SHARE = 0.08
# A fixed instant (2025-11-21) so `updatedAt` only moves when the content itself does.
UPDATED_BASE_MS = 1_763_700_000_000


@dataclass(frozen=True)
class Programme:
    productions: list[Json]
    events: list[Json]


def _digest(*parts: object) -> int:
    return int(hashlib.sha256("/".join(map(str, parts)).encode()).hexdigest()[:12], 16)


def _variant(base: str, variants: tuple[str, ...], copy: int) -> str:
    if copy == 0:
        return base
    label = variants[(copy - 1) % len(variants)]
    round_ = (copy - 1) // len(variants)
    return f"{base} ({label}{f' {round_ + 1}' if round_ else ''})"


def _assets(images: str | None, kind: str, key: str, trailer: bool) -> list[Json]:
    """A still and a poster under `images` (none when the record has no pictures), and a trailer."""
    assets: list[Json] = []
    if images:
        assets += [
            {"type": "first_image", "url": f"{images}/{kind}/{key}.jpg", "focalPointQuery": "fp-x=0.5&fp-y=0.35"},
            {"type": "poster", "url": f"{images}/{kind}/{key}-poster.jpg", "focalPointQuery": ""},
        ]
    if trailer:
        video = hashlib.sha256(key.encode()).hexdigest()[:11]
        assets.append({"type": "trailer", "url": f"https://www.youtube.com/watch?v={video}", "focalPointQuery": ""})
    return assets


def _film(seed: FilmSeed, coming: bool, today: date, copy: int, images: str) -> Json:
    digits = seed.edi.removeprefix("DXM")
    if copy:
        digits = str(int(digits) + copy * 100_000)
    edi = f"DXM{digits}" if seed.edi.startswith("DXM") else digits
    return {
        "id": stable_id("production", "film", edi),
        "object": "movie",
        "objectClass": "movie_coming" if coming else "movie",
        "title": _variant(seed.title, FILM_VARIANTS, copy),
        "ediNumber": edi,
        "parentSlug": seed.parent_slug if copy == 0 else None,
        "pageReference": None,
        "featured": seed.featured and copy == 0,
        "features": list(seed.features),
        "category": None,
        "genres": list(seed.genres),
        "duration": seed.duration,
        "ageRating": seed.age_rating,
        "premiere": (today + timedelta(days=seed.premiere_offset)).isoformat(),
        "director": seed.director,
        "contents": [{"summary": seed.summary, "body": seed.body}],
        "assets": _assets(images, "film", digits, trailer=True),
        "updatedAt": UPDATED_BASE_MS + _digest(edi) % 10_000_000,
    }


def _culture(seed: CultureSeed, copy: int, images: str) -> Json:
    key = stable_id("production", "culture", seed.title, copy)
    return {
        "id": key,
        "object": "culture",
        "objectClass": "culture",
        "title": _variant(seed.title, CULTURE_VARIANTS, copy),
        "ediNumber": None,
        "parentSlug": None,
        "pageReference": seed.page_reference if copy == 0 else None,
        "featured": seed.featured and copy == 0,
        "features": list(seed.features),
        "category": seed.category,
        "genres": [seed.category],
        "duration": seed.duration,
        "ageRating": None,
        "premiere": None,
        "director": None,
        "venueRoom": seed.venue_room,
        "contents": [{"summary": seed.summary, "body": seed.body}],
        "assets": _assets(images if seed.has_pictures else None, "kultur", key[:8], trailer=False),
        "updatedAt": UPDATED_BASE_MS + _digest(key) % 10_000_000,
    }


class _EventMaker:
    """Builds events with stable ids and unique event numbers."""

    def __init__(self, salt: str) -> None:
        self.events: list[Json] = []
        self._numbers: set[int] = set()
        self._salt = salt

    def add(self, production: Json, day: date, clock: str, rng: random.Random, auditorium: str) -> None:
        start = datetime.combine(day, time.fromisoformat(clock), tzinfo=OSLO)
        number = 700_000 + _digest(f"{self._salt}{production['id']}", start.isoformat()) % 9_000_000
        while number in self._numbers:  # the ticketing system never reuses a number
            number += 1
        self._numbers.add(number)
        self.events.append(
            {
                "id": stable_id("event", production["id"], start.isoformat()),
                "eventNumber": number,
                "productionId": production["id"],
                "startTime": start.isoformat(timespec="seconds"),
                "auditorium": auditorium,
                "featured": production["featured"] and rng.random() < 0.5,
                "soldOut": rng.random() < SOLD_OUT_SHARE,
                "production": {
                    "parentSlug": production["parentSlug"],
                    "pageReference": production["pageReference"],
                },
            }
        )


def build_programme(today: date, scale: int, images: str, seeds: HouseSeeds, salt: str = "") -> Programme:
    """A house's productions, and their events from today through the next six weeks; `images` is the base of the
    image URLs, `salt` sets the house's own showing times and event numbers apart from another's of the same film."""
    productions: list[Json] = []
    maker = _EventMaker(salt)
    days = [today + timedelta(days=n) for n in range(WEEKS * 7)]
    for copy in range(scale):
        for index, seed in enumerate(seeds.films_now + seeds.films_coming):
            coming = index >= len(seeds.films_now)
            film = _film(seed, coming, today, copy, images)
            productions.append(film)
            rng = random.Random(f"{salt}{film['id']}")
            first_day = today + timedelta(days=max(seed.premiere_offset, 0))
            for n, day in enumerate(d for d in days if d >= first_day):
                if (n + index) % 2:  # most films play every other day
                    continue
                for clock in rng.sample(FILM_TIMES, k=rng.choice((1, 1, 2))):
                    maker.add(film, day, clock, rng, f"Sal {1 + (index + n) % 3}")
        for cseed in seeds.culture:
            production = _culture(cseed, copy, images)
            productions.append(production)
            rng = random.Random(f"{salt}{production['id']}")
            for day in sorted(rng.sample(days[1:], k=cseed.shows)):
                maker.add(production, day, cseed.evening_time, rng, cseed.venue_room)
    return Programme(productions, sorted(maker.events, key=lambda e: (e["startTime"], e["eventNumber"])))
