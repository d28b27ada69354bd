"""Each meta rule, as pure functions."""

from __future__ import annotations

from pipeline.defs.route_data.meta import description, keywords, record_title, share_image, static_title
from pipeline.defs.route_data.sanitize import excerpt


def test_static_pages_put_the_site_first() -> None:
    assert static_title("Fjordby kulturhus", "Priser") == "Fjordby kulturhus | Priser"


def test_film_culture_and_article_pages_put_the_record_first() -> None:
    assert record_title("Vinterlys", "Fjordby kulturhus") == "Vinterlys | Fjordby kulturhus"


def test_description_is_the_whole_body_as_plain_text() -> None:
    body = "<p>Første <strong>avsnitt</strong>.</p><p>Andre &amp; siste.</p>"
    assert description(body) == "Første avsnitt. Andre & siste."


def test_excerpt_cuts_at_a_word_with_an_ellipsis() -> None:
    assert excerpt("<p>" + "ord " * 100 + "</p>", 30) == "ord ord ord ord ord ord ord…"
    assert excerpt("<p>Kort, og greit.</p>", 30) == "Kort, og greit."
    assert excerpt("Første setning, andre del av teksten", 21) == "Første setning…"  # the comma goes too


def test_keywords_are_the_features_joined() -> None:
    assert keywords(["Norsk tale", "2D"]) == "Norsk tale, 2D"
    assert keywords(None) == ""


def test_share_image_crops_around_the_focal_point() -> None:
    assert share_image("https://img.example/p.jpg", "fp-x=0.5&fp-y=0.35") == (
        "https://img.example/p.jpg?w=1920&h=1080&fit=crop&crop=focalpoint&fp-x=0.5&fp-y=0.35&auto=compress"
    )
    assert share_image("https://img.example/p.jpg?v=2", "") == (
        "https://img.example/p.jpg?v=2&w=1920&h=1080&fit=crop&crop=focalpoint&auto=compress"
    )
