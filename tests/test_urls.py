"""The one URL policy and the route path rule, against the payloads editors and attackers send."""

from __future__ import annotations

import pytest

from pipeline.urls import (
    InsecureBaseError,
    browser_base,
    clean_image_url,
    clean_link,
    is_route_path,
    is_segment,
    path_segment,
)

REFUSED_LINKS = [
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "  javascript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "\x01javascript:alert(1)",
    "vbscript:msgbox(1)",
    "VBScript:msgbox(1)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "DATA:text/html,<script>alert(1)</script>",
    "//evil.example/x",
    "/\\evil.example/x",
    "\\\\evil.example/x",
    "file:///etc/passwd",
    "kino",
    "",
    None,
    42,
]


@pytest.mark.parametrize("url", REFUSED_LINKS)
def test_unsafe_links_are_refused(url: object) -> None:
    assert clean_link(url) is None
    assert clean_image_url(url) is None


@pytest.mark.parametrize(
    "url",
    ["/kino", "/sok?q=jazz", "#innhold", "https://www.nrk.no/x", "HTTP://example.no", "mailto:post@fjordby.no",
     "tel:+4712345678"],
)  # fmt: skip
def test_safe_links_stay_as_written(url: str) -> None:
    assert clean_link(f" {url} ") == url


def test_images_load_only_over_http_or_from_the_site() -> None:
    assert clean_image_url("https://images.example.no/p/abc.jpg") == "https://images.example.no/p/abc.jpg"
    assert clean_image_url("/images/logo.svg") == "/images/logo.svg"
    assert clean_image_url("mailto:post@fjordby.no") is None
    assert clean_image_url("#x") is None


@pytest.mark.parametrize("path", ["/", "/kino", "/article/personvernerklaering", "/404.html", "/a-b_c.d~e"])
def test_route_paths(path: str) -> None:
    assert is_route_path(path)


@pytest.mark.parametrize(
    "path",
    ["", "kino", "//evil.example/x", "/..\\..\\x", "/blåbær", "/a\x00b", "/" + "a" * 10_000, "/a/../b", "/a/./b",
     "/kino/", "/a b", "/:production", "/kino\n", "/kino/\n"],
)  # fmt: skip
def test_paths_outside_the_rule_are_refused(path: str) -> None:
    assert not is_route_path(path)


def test_a_page_path_may_hold_one_parameter() -> None:
    assert is_route_path("/:production", allow_parameter=True)
    assert is_route_path("/article/:article", allow_parameter=True)
    assert not is_route_path("/:a/:b", allow_parameter=True)


def test_segments_and_encoded_path_parts() -> None:
    assert is_segment("flaklypa-grand-prix-dxm-1001234")
    assert not is_segment("..") and not is_segment("a/b") and not is_segment("blåbær")
    assert not is_segment("kino\n")  # `$` alone would let a final line break through
    assert path_segment("fjordby kulturhus/../x") == "fjordby%20kulturhus%2F..%2Fx"
    assert path_segment(700123) == "700123"
    assert path_segment("700123\n") == "700123%0A"


@pytest.mark.parametrize(
    "url",
    [
        "https://medlem.fjordby.example/118",
        "http://127.0.0.1:8750/membership/118",
        "http://localhost:8750",
        "http://[::1]:8750",
        "",
    ],
)
def test_a_browser_base_is_https_or_loopback(url: str) -> None:
    assert browser_base("MEMBERSHIP_API_118", url) == url


@pytest.mark.parametrize(
    "url",
    [
        "http://medlem.fjordby.example/118",
        "http://127.0.0.1.evil.example/118",
        "ftp://medlem.fjordby.example",
        "//medlem.fjordby.example",
        "medlem.fjordby.example",
        "https:///118",
    ],
)
def test_any_other_base_is_a_configuration_error_naming_the_variable(url: str) -> None:
    with pytest.raises(InsecureBaseError, match=r"^MEMBERSHIP_API_178 must be an https: URL"):
        browser_base("MEMBERSHIP_API_178", url)
