"""Cleans editor HTML with nh3: the formatting editors use stays; scripts, styles, handlers and `javascript:` go."""

from __future__ import annotations

import re
from html import unescape
from html.parser import HTMLParser

import markdown
import nh3

from pipeline.urls import LINK_SCHEMES, clean_image_url, clean_link

EXCERPT_LENGTH = 200  # characters of an article's meta description and card summary

TAGS = {
    "p", "br", "h2", "h3", "h4", "strong", "b", "em", "i", "u", "s", "small", "sub", "sup", "mark",
    "ul", "ol", "li", "blockquote", "hr", "a", "img", "figure", "figcaption",
    "table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td",
}  # fmt: skip
ATTRIBUTES = {
    "a": {"href", "title"},
    "img": {"src", "alt", "width", "height"},
    "th": {"colspan", "rowspan", "scope"},
    "td": {"colspan", "rowspan"},
}
# Removed with everything inside them, not just unwrapped.
DROP_WITH_CONTENT = {"script", "style", "iframe", "object", "embed", "noscript", "template", "svg", "math"}
# Elements that run code or change how the page loads, wherever they stand.
ACTIVE_TAGS = frozenset({"script", "style", "iframe", "object", "embed", "base", "meta", "link", "form", "svg", "math"})
# Attributes holding a URL the browser follows or loads.
_URL_ATTRIBUTES = frozenset({"href", "src", "action", "formaction"})

# A tag, not a Markdown autolink such as `<https://example.no>` (a scheme's colon cannot follow a tag name).
_LOOKS_LIKE_HTML = re.compile(
    r"<(?:[a-zA-Z][a-zA-Z0-9-]*(?:\s[^>]*)?/?|/[a-zA-Z][a-zA-Z0-9-]*\s*|!--.*?--)>", re.DOTALL
)
# What `_ActiveContent` looks at: an active element, or a start tag with attributes (its name followed by white space or
# a `/` that does not close it). Text with neither (most editors' HTML: `<p>`, `<em>`, `<br/>`) need not be parsed.
_MAYBE_ACTIVE = re.compile(
    rf"<[a-zA-Z][^\t\n\r\f />\x00]*[\s/\x00](?!>)|<(?:{'|'.join(sorted(ACTIVE_TAGS))})\b", re.IGNORECASE
)
# An image in nh3's output: attributes lower-case, each ` name="value"` with `"`, `<` and `>` escaped inside values.
_IMAGE = re.compile(r"<img\b([^>]*)>")
_BREAKS = re.compile(r"<(?:br|/p|/li|/h[1-6]|/td|/th|/tr|/div|/blockquote)\b[^>]*>", re.IGNORECASE)


def looks_like_html(text: str) -> bool:
    return bool(_LOOKS_LIKE_HTML.search(text))


def _url_policy(element: str, attribute: str, value: str) -> str | None:
    """Links and images in HTML follow the same URL policy as every other URL of the site."""
    if attribute == "src":
        return clean_image_url(value)
    if attribute in _URL_ATTRIBUTES:
        return clean_link(value)
    return value


class _ActiveContent(HTMLParser):
    """Finds active elements, event handlers and URLs outside the policy: what the sanitiser removes because it
    would run code, not the mere formatting it drops (a `<div>`, a `class`)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.found: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ACTIVE_TAGS:
            self.found.append(f"<{tag}>")
        for name, value in attrs:
            if name.startswith("on"):
                self.found.append(f"<{tag} {name}>")
            elif name in _URL_ATTRIBUTES and value and _url_policy(tag, name, value) is None:
                self.found.append(f"<{tag} {name}={value[:40]!r}>")


def active_content(html: str) -> list[str]:
    """Each kind of active content in `html`, once, in order: `<script>`, `<img onerror>`, `<a href='javascript:…'>`."""
    if not _MAYBE_ACTIVE.search(html):
        return []
    parser = _ActiveContent()
    parser.feed(html)
    parser.close()
    return list(dict.fromkeys(parser.found))


def _image(match: re.Match[str]) -> str:
    """An image whose `src` the URL policy refused is removed; one without `alt` gets `alt=""` (WCAG 1.1.1: a
    screen reader then passes over it rather than read its file name)."""
    attributes = match.group(1)
    if ' src="' not in attributes:
        return ""
    return match.group(0) if ' alt="' in attributes else f'<img{attributes} alt="">'


def clean_html(html: str | None, where: str = "", removed: list[str] | None = None) -> str:
    """Safe HTML. Every link gets `rel="noopener noreferrer"` from nh3 itself, whatever its attributes'
    order: on a link within the site it does no harm, and no external link can be missed. Every image keeps its
    own `alt` or gets an empty one. The active content it removes is noted in `removed`, with `where`: the field is
    published without it, and the editor learns what went."""
    if not html:
        return ""
    if removed is not None and (found := active_content(html)):
        removed.append(f"{where}: removed {', '.join(found)}")
    return _IMAGE.sub(_image, _sanitised(html))


def _sanitised(html: str) -> str:
    return nh3.clean(
        html,
        tags=TAGS,
        clean_content_tags=DROP_WITH_CONTENT,
        attributes=ATTRIBUTES,
        attribute_filter=_url_policy,
        url_schemes=set(LINK_SCHEMES),
        link_rel="noopener noreferrer",
        strip_comments=True,
    )


def clean_rich_text(text: str | None, where: str = "", removed: list[str] | None = None) -> str:
    """A content block's text, which editors write as HTML or Markdown: Markdown becomes HTML first (so a
    `javascript:` link in Markdown is found as one)."""
    if not text:
        return ""
    html = text if looks_like_html(text) else markdown.markdown(text)
    return clean_html(html, where, removed)


def plain_text(html: str | None) -> str:
    """The visible text of editor HTML, with white space folded: for meta descriptions and search."""
    spaced = _BREAKS.sub(" ", html or "")  # "<p>a</p><p>b</p>" reads "a b", not "ab"
    text = unescape(nh3.clean(spaced, tags=set(), clean_content_tags=DROP_WITH_CONTENT))
    return " ".join(text.split())


def excerpt(text: str | None, length: int = EXCERPT_LENGTH) -> str:
    """Plain text cut at a word boundary with an ellipsis: for article descriptions and search summaries."""
    plain = plain_text(text)
    if len(plain) <= length:
        return plain
    return plain[:length].rsplit(" ", 1)[0].rstrip(",.;:") + "…"
