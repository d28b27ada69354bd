"""Links within the site that lead nowhere (to an article deleted since, say): each is left out of the route data and
named for a WARN check, so one stale link never stops the site. What «nowhere» is: `pipeline/internal_links.py`."""

from __future__ import annotations

import re
from collections.abc import Collection

from pipeline.internal_links import hrefs, leads_nowhere

# A link in the sanitiser's output, which writes every tag itself: attributes in double quotes with `<` and `>`
# escaped in them, and never an `<a>` inside another (the HTML parser closes the first).
_LINK = re.compile(r"<a\b([^>]*)>(.*?)</a>", re.DOTALL)


def kept(href: str | None, where: str, known: Collection[str], dropped: list[str]) -> bool:
    """Whether a link may stay: one leading within the site to no path of `known` is noted in `dropped`."""
    if not leads_nowhere(href, known):
        return True
    dropped.append(f"{where}: link to {href} is no page or redirect; the link is left out")
    return False


def unlinked(html: str, where: str, known: Collection[str], dropped: list[str]) -> str:
    """Sanitised HTML with each link that leads nowhere unwrapped: its text stays, as text."""

    def link(match: re.Match[str]) -> str:
        href = next(iter(hrefs(match.group(1))), None)
        return match.group(0) if kept(href, where, known, dropped) else match.group(2)

    return _LINK.sub(link, html)


def live_links(
    links: list[dict[str, str]], where: str, known: Collection[str], dropped: list[str]
) -> list[dict[str, str]]:
    """A list of `{title, url}` links without those that lead nowhere."""
    return [item for item in links if kept(item["url"], where, known, dropped)]


def live_url(url: str | None, where: str, known: Collection[str], dropped: list[str]) -> str | None:
    """A link field: None when it leads nowhere (the format allows it, and the web app then shows no link)."""
    return url if kept(url, where, known, dropped) else None
