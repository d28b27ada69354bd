"""Which routes the site has: each page path, and each value a `:param` page's `@param` filter takes."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field

from pipeline.models.page import PARAM, Page, Source
from pipeline.urls import is_segment

NOT_FOUND_PATH = "/404.html"
_PARAMETER = re.compile(r":([A-Za-z_][A-Za-z0-9_]*)")


@dataclass(frozen=True)
class Route:
    path: str
    kind: str  # page, film, culture, article, listing (a :param page over a collection), not-found
    page_id: str | None
    title: str
    param: str | None = None
    record_id: str | None = None
    # The record ids each of its page's sources found for it (for its `@param` value, where a source takes one),
    # by source name, in the source's order: queried once, by the routes asset, and stored with the route.
    sources: Mapping[str, list[str]] = field(default_factory=dict, hash=False)

    def describe(self) -> str:
        if self.record_id:
            return f"{self.kind} {self.record_id} '{self.title}'"
        return f"page {self.page_id} '{self.title}'"


@dataclass
class RoutePlan:
    routes: list[Route] = field(default_factory=list)
    # Data routes hidden by a page with the same literal path (the page wins, as in any router).
    shadowed: list[tuple[Route, Route]] = field(default_factory=list)
    # Records that cannot have a route, and why.
    problems: list[str] = field(default_factory=list)
    # Pages left out because a source cannot compile, naming the page and the source.
    unusable_pages: list[str] = field(default_factory=list)
    # Routes left out because another has their path or output file, naming both.
    left_out: list[str] = field(default_factory=list)

    def paths(self) -> set[str]:
        return {r.path for r in self.routes}


def route_file(path: str) -> str:
    """`/` -> `routes/index.json`; `/article/x` -> `routes/article/x.json`; `/404.html` -> `routes/404.html.json`."""
    return "routes/index.json" if path == "/" else f"routes{path}.json"


def parameter(path: str) -> str | None:
    found = _PARAMETER.findall(path)
    return found[0] if found else None


def fill(path: str, value: str) -> str:
    return _PARAMETER.sub(lambda _: value, path, count=1)


def primary_source(sources: Iterable[Source]) -> Source | None:
    """The source whose `@param` values decide the routes: the first single-record one, else the first at all."""
    with_param = [s for s in sources if any(f.value == PARAM for f in s.filter)]
    return next((s for s in with_param if not s.collection), with_param[0] if with_param else None)


def _precedence(route: Route) -> tuple[bool, str, str]:
    """Of two routes on one path or file the first by this is kept: a page with a literal path (as in any router),
    then the first by record id, else by page id."""
    return (route.param is not None, route.record_id or route.page_id or "", route.path)


def _one_each(
    routes: Iterable[Route], key: Callable[[Route], str], shared: Callable[[Route], str], plan: RoutePlan
) -> dict[str, Route]:
    """One route per `key` (a path, a file): of two, the first by `_precedence` is kept and the other is left out,
    named in `plan.left_out` with what the kept one shares with it, so one bad record never stops the site."""
    kept: dict[str, Route] = {}
    for route in sorted(routes, key=_precedence):
        first = kept.setdefault(key(route), route)
        if first is not route:
            plan.left_out.append(f"{route.describe()} at {route.path} is left out: {shared(first)}")
    return kept


def _path(route: Route) -> str:
    return route.path


def _file(route: Route) -> str:
    """Files are told apart regardless of case, as on the case-insensitive file systems the output may be copied to."""
    return route_file(route.path).casefold()


def _same_path(kept: Route) -> str:
    return f"{kept.describe()} has that path"


def _same_file(kept: Route) -> str:
    return f"{kept.describe()} at {kept.path} writes the same file, {route_file(kept.path)}"


def plan_routes(
    pages: Iterable[Page],
    param_values: Mapping[str, list[tuple[str, str]]],
    describe: Callable[[str, str], tuple[str, str]],
) -> RoutePlan:
    """All routes. `param_values[page_id]` lists (value, record id) of a `:param` page; `describe(model, id)`
    gives a record's route kind and title. Two routes on one path or one file keep one (`_precedence`)."""
    plan = RoutePlan()
    pages = list(pages)
    literal_pages = [Route(p.path, "page", p.id, p.title) for p in pages if parameter(p.path) is None]
    parameterised = [p for p in pages if parameter(p.path) is not None]
    literal = _one_each(literal_pages, _path, _same_path, plan)
    if NOT_FOUND_PATH not in literal:
        literal[NOT_FOUND_PATH] = Route(NOT_FOUND_PATH, "not-found", None, "404")  # the web app says the rest
    dynamic: list[Route] = []
    for page in parameterised:
        source = primary_source(page.sources)
        if source is None:
            plan.problems.append(f"page {page.path} ({page.id}) has a parameter but no source filters by {PARAM}")
            continue
        for value, record_id in param_values.get(page.id, []):
            kind, title = describe(source.model, record_id)
            if not is_segment(value):
                plan.problems.append(f"{kind} {record_id} '{title}': slug {value!r} is not a valid path segment")
                continue
            if source.collection:  # the route lists every record with this value, it is not one record's page
                route = Route(fill(page.path, value), "listing", page.id, page.title, value, None)
            else:
                route = Route(fill(page.path, value), kind, page.id, title, value, record_id)
            if route.path in literal:
                plan.shadowed.append((route, literal[route.path]))
            else:
                dynamic.append(route)
    by_path = literal | _one_each(dynamic, _path, _same_path, plan)
    by_file = _one_each(by_path.values(), _file, _same_file, plan)
    plan.routes = sorted(by_file.values(), key=lambda r: r.path)
    return plan
