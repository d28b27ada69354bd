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

    def describe(self) -> str:
        if self.record_id:
            return f"{self.kind} {self.record_id} '{self.title}'"
        return f"page {self.page_id} '{self.title}'"


class RouteCollisionError(ValueError):
    """Two routes claim one path, or one output file: a blocking error that names both records."""

    @classmethod
    def same_path(cls, path: str, first: Route, second: Route) -> RouteCollisionError:
        return cls(f"two routes have the path {path}: {first.describe()} and {second.describe()}")

    @classmethod
    def same_file(cls, file: str, first: Route, second: Route) -> RouteCollisionError:
        return cls(
            f"two routes would write the file {file}: {first.describe()} at {first.path} and "
            f"{second.describe()} at {second.path}"
        )


@dataclass
class RoutePlan:
    routes: list[Route] = field(default_factory=list)
    # Data routes hidden by a page with the same literal path (the page wins, as in any router).
    shadowed: list[tuple[Route, Route]] = field(default_factory=list)
    # Records that cannot have a route, and why.
    problems: list[str] = field(default_factory=list)
    # Pages left out because a source cannot compile, naming the page and the source.
    unusable_pages: list[str] = field(default_factory=list)

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


def plan_routes(
    pages: Iterable[Page],
    param_values: Mapping[str, list[tuple[str, str]]],
    describe: Callable[[str, str], tuple[str, str]],
) -> RoutePlan:
    """All routes. `param_values[page_id]` lists (value, record id) of a `:param` page; `describe(model, id)`
    gives a record's route kind and title. Raises `RouteCollisionError` when two routes share a path or a file."""
    plan = RoutePlan()
    literal: dict[str, Route] = {}
    dynamic: dict[str, Route] = {}
    parameterised: list[Page] = []
    for page in pages:
        if parameter(page.path) is None:
            route = Route(page.path, "page", page.id, page.title)
            if page.path in literal:
                raise RouteCollisionError.same_path(page.path, literal[page.path], route)
            literal[page.path] = route
        else:
            parameterised.append(page)
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
            elif route.path in dynamic:
                raise RouteCollisionError.same_path(route.path, dynamic[route.path], route)
            else:
                dynamic[route.path] = route
    if NOT_FOUND_PATH not in literal:
        literal[NOT_FOUND_PATH] = Route(NOT_FOUND_PATH, "not-found", None, "404")  # the web app says the rest
    plan.routes = sorted([*literal.values(), *dynamic.values()], key=lambda r: r.path)
    _one_file_each(plan.routes)
    return plan


def _one_file_each(routes: Iterable[Route]) -> None:
    """Raises `RouteCollisionError` when two routes would write one file (`/` and `/index`). Files are told
    apart regardless of case, as on the case-insensitive file systems the output may be copied to."""
    files: dict[str, Route] = {}
    for route in routes:
        first = files.setdefault(route_file(route.path).casefold(), route)
        if first is not route:
            raise RouteCollisionError.same_file(route_file(first.path), first, route)
