"""Page slugs of productions: `…-dxm-<digits>` for films, a stable 6-character suffix for culture."""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import datetime

from slugify import slugify

SUFFIX_LENGTH = 6
_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789"
_EDI = re.compile(r"^(?:DXM)?(\d+)$", re.IGNORECASE)


class SlugError(ValueError):
    """A production whose slug cannot be derived, naming the production and the reason."""


def title_slug(title: str, production_id: str = "") -> str:
    """`slugify(title)` with python-slugify's defaults and nothing of our own, as the contract says: the CMS
    and any other implementation of the contract must give the same URLs."""
    slug = slugify(title)
    if not slug:
        raise SlugError(f"production {production_id} '{title}' has no letter or digit to make a slug of")
    return slug


def film_slug(title: str, edi_number: str | None, production_id: str = "") -> str:
    """`slugify(title)-dxm-<digits>`; a leading `DXM` on the code is dropped."""
    match = _EDI.match((edi_number or "").strip())
    if not match:
        raise SlugError(f"film {production_id} '{title}' has ediNumber {edi_number!r}, not DXM+digits or digits")
    return f"{title_slug(title, production_id)}-dxm-{match.group(1)}"


def stable_suffix(site_id: str, production_id: str) -> str:
    """Six characters [a-z0-9] that look random but are a pure function of the ids.

    Derived from SHA-256 of `site_id:production_id`, so the suffix is the same on every run, after the
    warehouse is deleted, and on a fresh deployment that builds the same content.
    """
    number = int.from_bytes(hashlib.sha256(f"{site_id}:{production_id}".encode()).digest()[:8], "big")
    chars = []
    for _ in range(SUFFIX_LENGTH):
        number, index = divmod(number, len(_ALPHABET))
        chars.append(_ALPHABET[index])
    return "".join(chars)


def culture_slug(title: str, site_id: str, production_id: str) -> str:
    return f"{title_slug(title, production_id)}-{stable_suffix(site_id, production_id)}"


@dataclass(frozen=True)
class SlugSource:
    """What a production's slug is made from."""

    production_id: str
    object: str
    title: str
    edi_number: str | None
    parent_slug: str | None
    page_reference: str | None

    @property
    def given(self) -> str | None:
        return self.parent_slug if self.object == "movie" else self.page_reference


@dataclass
class Slugs:
    rows: list[dict[str, object]]  # of `production_slugs`
    current: dict[str, str]  # production id -> its slug now
    problems: list[str]  # productions left without a slug, and why
    untitled: list[str] = field(default_factory=list)  # productions left out for want of a title


def effective_slugs(site_id: str, productions: Iterable[SlugSource]) -> Slugs:
    """Every production's slug: the CMS's own wins; otherwise it is derived. A production without a title gets
    none: every later step reads productions through their slugs, so it has no page, no card and no showing (a page
    and a card without a name would tell a visitor nothing)."""
    slugs = Slugs([], {}, [])
    for p in productions:
        if not p.title.strip():
            kind = "film" if p.object == "movie" else "culture"
            slugs.untitled.append(f"{kind} {p.production_id} '{p.title}': no title; the production is left out")
            continue
        try:
            if p.object == "movie":
                slug = p.parent_slug or film_slug(p.title, p.edi_number, p.production_id)
            else:
                slug = p.page_reference or culture_slug(p.title, site_id, p.production_id)
        except SlugError as error:
            slugs.problems.append(str(error))
            continue
        slugs.current[p.production_id] = slug
        slugs.rows.append(
            {
                "production_id": p.production_id,
                "parent_slug": slug if p.object == "movie" else p.parent_slug,
                "page_reference": slug if p.object != "movie" else p.page_reference,
                "derived": p.given is None,
            }
        )
    return slugs


def merge_history(
    existing: Iterable[dict[str, object]], current: dict[str, str], now: datetime
) -> list[dict[str, object]]:
    """`slug_history` rows: every slug seen before stays (so its path keeps redirecting); today's are touched."""
    merged = {(str(r["production_id"]), str(r["slug"])): dict(r) for r in existing}
    for production_id, slug in current.items():
        row = merged.setdefault(
            (production_id, slug), {"production_id": production_id, "slug": slug, "first_seen": now}
        )
        row["last_seen"] = now
    return sorted(merged.values(), key=lambda r: (str(r["production_id"]), str(r["slug"])))
