"""Slugs: films `…-dxm-<digits>`, culture a stable random-looking suffix, the CMS's own slug winning."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from pipeline.defs.routing.slugs import (
    SlugError,
    SlugSource,
    culture_slug,
    effective_slugs,
    film_slug,
    merge_history,
    stable_suffix,
    title_slug,
)


@pytest.mark.parametrize(
    ("title", "edi", "slug"),
    [
        ("Flåklypa Grand Prix", "DXM1001234", "flaklypa-grand-prix-dxm-1001234"),
        ("Flåklypa Grand Prix", "1001234", "flaklypa-grand-prix-dxm-1001234"),
        ("Ærlig talt: Søsken på tur!", "DXM77", "aerlig-talt-sosken-pa-tur-dxm-77"),
        ("Løp, Tiril, løp!", "dxm5", "lop-tiril-lop-dxm-5"),
        # python-slugify's defaults, nothing added: the CMS and other implementations give the same URLs.
        ("Tom & Jerry", "DXM1234", "tom-jerry-dxm-1234"),
        ("Hannah's Garden", "DXM9", "hannah-s-garden-dxm-9"),
        ("Mor & datter", "DXM9", "mor-datter-dxm-9"),
        ("🎬🍿 Kinokveld 🎉", "DXM9", "kinokveld-dxm-9"),
    ],
)
def test_film_slugs(title: str, edi: str, slug: str) -> None:
    assert film_slug(title, edi) == slug


def test_long_titles_are_not_cut() -> None:
    title = "Den utrolige historien om " + "en lang tittel " * 10
    expected = "den-utrolige-historien-om" + "-en-lang-tittel" * 10 + "-dxm-1"
    assert film_slug(title, "DXM1") == expected


def test_a_title_without_letters_or_digits_gives_no_slug() -> None:
    with pytest.raises(SlugError, match="production p9 '🎬🍿' has no letter or digit"):
        film_slug("🎬🍿", "DXM9", "p9")


@pytest.mark.parametrize("edi", [None, "", "ABC123", "DXM", "DXM12a", "12-34"])
def test_a_film_without_a_usable_code_is_an_error_naming_it(edi: str | None) -> None:
    with pytest.raises(SlugError, match="film p9"):
        film_slug("Tittel", edi, "p9")


def test_culture_suffix_is_six_characters_from_the_ids() -> None:
    # Pinned: base 36 of the first 8 bytes of SHA-256("site:production-1"), so every run and machine agree.
    assert stable_suffix("site", "production-1") == "bw8vkv"
    assert culture_slug("Vinterkonsert", "site", "production-1") == "vinterkonsert-bw8vkv"


def test_culture_suffixes_differ_between_productions_and_sites() -> None:
    suffixes = {stable_suffix("site", f"production-{n}") for n in range(2000)}
    assert len(suffixes) == 2000
    assert stable_suffix("other-site", "production-1") != stable_suffix("site", "production-1")


def test_culture_suffix_is_a_pure_function_of_the_ids() -> None:
    # Pinned: a fresh deployment on a new machine must derive exactly this for the same content.
    assert stable_suffix("8c1e5f0a-5a8e-4b8e-9a51-2f0c3d0b7a11", "c-1") == "0f0b42"
    assert title_slug("Vinterkonsert med Fjordby Storband") == "vinterkonsert-med-fjordby-storband"


def _source(pid: str, obj: str = "movie", **fields: object) -> SlugSource:
    values: dict[str, object] = {
        "title": "Tittel",
        "edi_number": "DXM1",
        "parent_slug": None,
        "page_reference": None,
        **fields,
    }
    return SlugSource(pid, obj, **values)  # type: ignore[arg-type]


def test_the_cms_slug_wins_and_is_not_derived() -> None:
    slugs = effective_slugs(
        "site",
        [
            _source("f1", parent_slug="egen-film-slug"),
            _source("c1", "culture", page_reference="egen-kultur-slug", edi_number=None),
            _source("f2", title="Ny film", edi_number="DXM2"),
            _source("c2", "culture", title="Konsert", edi_number=None),
        ],
    )
    assert slugs.current["f1"] == "egen-film-slug"
    assert slugs.current["c1"] == "egen-kultur-slug"
    assert slugs.current["f2"] == "ny-film-dxm-2"
    assert slugs.current["c2"] == "konsert-5428jf"
    derived = {r["production_id"]: r["derived"] for r in slugs.rows}
    assert derived == {"f1": False, "c1": False, "f2": True, "c2": True}


def test_a_film_without_a_code_gets_no_slug_and_is_reported() -> None:
    slugs = effective_slugs("site", [_source("f1", edi_number="ukjent"), _source("f2")])
    assert list(slugs.current) == ["f2"]
    assert "film f1" in slugs.problems[0]


def test_history_keeps_every_earlier_slug() -> None:
    first, later = datetime(2026, 1, 1, tzinfo=UTC), datetime(2026, 2, 1, tzinfo=UTC)
    history = merge_history([], {"f1": "gammel-tittel-dxm-1"}, first)
    history = merge_history(history, {"f1": "ny-tittel-dxm-1"}, later)
    assert [(r["slug"], r["first_seen"], r["last_seen"]) for r in history] == [
        ("gammel-tittel-dxm-1", first, first),
        ("ny-tittel-dxm-1", later, later),
    ]
