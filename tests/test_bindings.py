"""The binding path grammar, and what binding does with paths that lead nowhere or are malformed."""

from __future__ import annotations

import pytest

from pipeline.defs.route_data.bindings import BindingSyntaxError, Index, Key, Match, Unresolved, bind, parse, resolve
from pipeline.defs.route_data.records import EventRecord, ProductionRecord
from pipeline.defs.route_data.report import Report

FILM = ProductionRecord.model_validate(
    {
        "id": "f1",
        "object": "movie",
        "objectClass": "movie",
        "title": "Vinterlys",
        "features": ["Norsk tale", "2D"],
        "premiere": "2026-12-04",
        "contents": [{"summary": "Kort.", "body": "<p>Lang.</p>"}],
        "assets": [
            {"type": "poster", "url": "https://img/p.jpg"},
            {"type": "first_image", "url": "https://img/f.jpg", "focalPointQuery": "fp-x=0.5"},
        ],
    }
)
SHOWING = EventRecord.model_validate(
    {
        "id": "e1",
        "eventNumber": 700001,
        "productionId": "p1",
        "startTime": "2026-12-04T18:00:00+01:00",
        "production": {"id": "p1", "title": "Foreldre", "object": "culture"},
    }
)


@pytest.mark.parametrize(
    ("path", "steps"),
    [
        ("title", (Key("title"),)),
        ("contents[0].body", (Key("contents"), Index(0), Key("body"))),
        ("assets[type=first_image].url", (Key("assets"), Match("type", "first_image"), Key("url"))),
        ("production.title", (Key("production"), Key("title"))),
        ("[0].title", (Index(0), Key("title"))),
        ("a[1][2]", (Key("a"), Index(1), Index(2))),
        ("", ()),
    ],
)
def test_paths_parse(path: str, steps: tuple[object, ...]) -> None:
    assert parse(path) == steps


@pytest.mark.parametrize(
    ("path", "column"),
    [("a..b", 3), ("a.", 3), (".a", 1), ("a[", 2), ("a[x]", 2), ("a[-1]", 2), ("a b", 2), ("a[type=x", 2), ("1a", 1)],
)
def test_malformed_paths_name_the_character(path: str, column: int) -> None:
    with pytest.raises(BindingSyntaxError, match=f"at character {column}"):
        parse(path)


@pytest.mark.parametrize(
    ("path", "value"),
    [
        ("title", "Vinterlys"),
        ("contents[0].body", "<p>Lang.</p>"),
        ("assets[type=first_image].url", "https://img/f.jpg"),
        ("features", ["Norsk tale", "2D"]),
        ("features[1]", "2D"),
        ("premiere", "2026-12-04"),
        (
            "assets[type=first_image]",
            {"type": "first_image", "url": "https://img/f.jpg", "focalPointQuery": "fp-x=0.5"},
        ),
    ],
)
def test_paths_resolve_as_the_contract_names_the_fields(path: str, value: object) -> None:
    assert resolve(FILM, parse(path)) == value


def test_a_path_through_an_events_production_and_to_a_whole_record() -> None:
    assert resolve(SHOWING, parse("production.title")) == "Foreldre"
    assert resolve(SHOWING, parse("startTime")) == "2026-12-04T18:00:00+01:00"
    assert resolve(FILM, parse("")) is FILM


@pytest.mark.parametrize("path", ["subtitle", "contents[3].body", "assets[type=trailer].url", "title.length", "[0]"])
def test_paths_that_lead_nowhere_are_unresolved(path: str) -> None:
    with pytest.raises(Unresolved):
        resolve(FILM, parse(path))


def test_bind_keeps_static_values_and_empties_what_cannot_resolve() -> None:
    report = Report()
    values = bind(
        {"text": "Statisk", "title": "Reserve"},
        {
            "text": {"binding": "title", "source": None},
            "title": {"binding": "title", "source": "production"},
            "image": {"binding": "assets[type=first_image].url", "source": "production"},
            "missing": {"binding": "assets[type=trailer].url", "source": "production"},
            "broken": {"binding": "contents[0", "source": "production"},
            "elsewhere": {"binding": "title", "source": "nowhere"},
        },
        {"production": FILM},
        "/x block b",
        report,
    )
    assert values == {
        "text": "Statisk",
        "title": "Vinterlys",
        "image": "https://img/f.jpg",
        "missing": None,
        "broken": None,
        "elsewhere": None,
    }
    assert report.bindings_resolved == 2
    assert report.bindings_unresolved == 3
    assert any("expected" in e for e in report.unresolved_examples)
    assert any("no source 'nowhere'" in e for e in report.unresolved_examples)


def test_an_empty_path_binds_the_whole_source() -> None:
    report = Report()
    assert bind({}, {"items": {"binding": "", "source": "films"}}, {"films": [FILM]}, "w", report) == {"items": [FILM]}
