"""Cleans editor HTML with nh3: the formatting editors use stays; scripts, styles, handlers and `javascript:` go."""

from __future__ import annotations

import re
from html import unescape

import markdown
import nh3

from pipeline.urls import LINK_SCHEMES, clean_image_url, clean_link

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

# A tag, not a Markdown autolink such as `<https://example.no>` (a scheme's colon cannot follow a tag name).
_LOOKS_LIKE_HTML = re.compile(
    r"<(?:[a-zA-Z][a-zA-Z0-9-]*(?:\s[^>]*)?/?|/[a-zA-Z][a-zA-Z0-9-]*\s*|!--.*?--)>", re.DOTALL
)
# An image in nh3's output: attributes lower-case, each ` name="value"` with `"`, `<` and `>` escaped inside values.
_IMAGE = re.compile(r"<img\b([^>]*)>")
_BREAKS = re.compile(r"<(?:br|/p|/li|/h[1-6]|/td|/th|/tr|/div|/blockquote)\b[^>]*>", re.IGNORECASE)


def looks_like_html(text: str) -> bool:
    return bool(_LOOKS_LIKE_HTML.search(text))


def _url_policy(element: str, attribute: str, value: str) -> str | None:
    """Links and images in HTML follow the same URL policy as every other URL of the site."""
    if attribute == "href":
        return clean_link(value)
    if attribute == "src":
        return clean_image_url(value)
    return value


def _image(match: re.Match[str]) -> str:
    """An image whose `src` the URL policy refused is removed; one without `alt` gets `alt=""` (WCAG 1.1.1: a
    screen reader then passes over it rather than read its file name)."""
    attributes = match.group(1)
    if ' src="' not in attributes:
        return ""
    return match.group(0) if ' alt="' in attributes else f'<img{attributes} alt="">'


def clean_html(html: str | None) -> str:
    """Safe HTML. Every link gets `rel="noopener noreferrer"` from nh3 itself, whatever its attributes'
    order: on a link within the site it does no harm, and no external link can be missed. Every image keeps its
    own `alt` or gets an empty one."""
    if not html:
        return ""
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


def clean_rich_text(text: str | None) -> str:
    """A content block's text, which editors write as HTML or Markdown: Markdown becomes HTML first."""
    if not text:
        return ""
    html = text if looks_like_html(text) else markdown.markdown(text)
    return clean_html(html)


def plain_text(html: str | None) -> str:
    """The visible text of editor HTML, with white space folded: for meta descriptions and search."""
    spaced = _BREAKS.sub(" ", html or "")  # "<p>a</p><p>b</p>" reads "a b", not "ab"
    text = unescape(nh3.clean(spaced, tags=set(), clean_content_tags=DROP_WITH_CONTENT))
    return " ".join(text.split())
