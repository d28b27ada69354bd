"""Links within the site: the path one leads to, and whether the site answers there.

One rule for both ends: the route data leaves out a link that leads nowhere (naming it in a WARN check), and the
site export refuses to go live with one. The route data knows less than the export (its routes, its redirects and
the web app's own pages, not every file of the build), so whatever it keeps the export finds too.
"""

from __future__ import annotations

import html
import re
from collections.abc import Collection, Iterable
from urllib.parse import unquote, urlsplit

# The pages the web app makes itself beside the routes (web/app): the offline page on every site, the member area's
# (`page.member.tsx`) only on a site with membership. A test keeps both to web/app's folders.
APP_PAGES = frozenset({"/offline"})
MEMBER_PAGES = frozenset(
    {
        "/min-side",
        "/min-side/billetter",
        "/min-side/glemt-passord",
        "/min-side/logg-inn",
        "/min-side/ny-bruker",
        "/min-side/onskeliste",
    }
)
_HREF = re.compile(r"""\shref=(?:"([^"]*)"|'([^']*)')""")


def hrefs(markup: str) -> list[str]:
    """The `href`s of HTML, unescaped, in order."""
    return [html.unescape(a or b) for a, b in _HREF.findall(markup)]


def internal_path(href: str | None) -> str | None:
    """The path a link within the site leads to (`/kino` for `/kino?dag=1#x`, percent-decoded as the hosts decode
    it), or None for a link elsewhere: another host (`//host`), a scheme, an `#anchor`."""
    if not href or not href.startswith("/") or href.startswith("//"):
        return None
    return unquote(urlsplit(href).path) or "/"


def leads_nowhere(href: str | None, answered: Collection[str]) -> bool:
    """Whether a link leads within the site to a path outside `answered`, the paths the site answers."""
    path = internal_path(href)
    return path is not None and path not in answered


def site_paths(routes: Iterable[str], redirected: Iterable[str], members: bool) -> frozenset[str]:
    """The paths a site answers by its route data: its routes, its redirects' sources (the hosts answer a 301), and
    the web app's own pages (the member area's when `members`)."""
    return frozenset({*routes, *redirected, *APP_PAGES, *(MEMBER_PAGES if members else ())})
