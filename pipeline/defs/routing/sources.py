"""Compiles a page source (model, `eq` filters on dotted paths, `@param`) to a parameterised DuckDB query."""

from __future__ import annotations

from dataclasses import dataclass

from pipeline.defs.routing.routes import parameter
from pipeline.models.page import PARAM, Source
from warehouse.read import contract_columns


def _properties(alias: str, table: str, skip: frozenset[str] = frozenset(), **renames: str) -> dict[str, str]:
    """Contract property -> SQL expression: every column of the table under its contract name, but `skip`."""
    names = contract_columns(table, **renames).names
    return {name: f'{alias}."{column}"' for column, name in names.items() if column not in skip}


# Productions and events see the effective slugs (the CMS's own, or the derived ones) through
# `production_slugs`. Lists (JSON columns) cannot be compared with `eq`.
_PRODUCTION = _properties("p", "productions", frozenset({"features", "genres"}), production_id="id") | {
    "parentSlug": "s.parent_slug",
    "pageReference": "s.page_reference",
}
_EVENT = _properties(
    "e", "events", frozenset({"start_time", "production_parent_slug", "production_page_reference"}), event_id="id"
) | {f"production.{name}": column for name, column in _PRODUCTION.items()}
_ARTICLE = _properties("a", "articles", article_id="id", locale="node_locale")
_PRODUCTIONS = "productions p JOIN production_slugs s ON s.site_id = p.site_id AND s.production_id = p.production_id"


@dataclass(frozen=True)
class _Model:
    key: str
    source: str
    properties: dict[str, str]
    order: str


_MODELS = {
    "production": _Model("p.production_id", _PRODUCTIONS, _PRODUCTION, "p.title, p.production_id"),
    "event": _Model(
        "e.event_id",
        f"events e JOIN {_PRODUCTIONS} ON p.site_id = e.site_id AND p.production_id = e.production_id",
        _EVENT,
        "e.start_time, e.event_number",
    ),
    "article": _Model("a.article_id", "articles a", _ARTICLE, 'a.created_at DESC, a."order", a.article_id'),
}


class SourceError(ValueError):
    """A page source the product cannot compile, naming the page and the source."""

    def __init__(self, page: str, source: str, problem: str) -> None:
        super().__init__(f"page {page}, source '{source}': {problem}")


@dataclass(frozen=True)
class CompiledSource:
    """SQL returning `record_id` (and `param` for a source filtered by `@param`), and its parameters."""

    name: str
    model: str
    collection: bool
    sql: str
    params: tuple[object, ...]
    has_param: bool


def compile_source(page_path: str, source: Source, site_id: str) -> CompiledSource:
    """The query for one source. Values travel as parameters; only known column names enter the SQL text."""
    model = _MODELS[source.model]
    where: list[str] = [f"{model.key.split('.')[0]}.site_id = ?"]
    params: list[object] = [site_id]
    param_column: str | None = None
    for item in source.filter:
        if item.operator != "eq":
            raise SourceError(page_path, source.name, f"operator '{item.operator}' is not supported (only eq)")
        column = model.properties.get(item.property)
        if column is None:
            known = ", ".join(sorted(model.properties))
            raise SourceError(page_path, source.name, f"no property '{item.property}' on {source.model} ({known})")
        if item.value == PARAM:
            if parameter(page_path) is None:
                raise SourceError(page_path, source.name, f"filters by {PARAM}, but the path has no :parameter")
            if param_column is not None:
                raise SourceError(page_path, source.name, f"more than one filter takes {PARAM}")
            param_column = column
            where.append(f"{column} IS NOT NULL")
        elif item.value is None:
            where.append(f"{column} IS NULL")
        else:
            where.append(f"{column} = ?")
            params.append(item.value)
    select = f"{model.key} AS record_id" + (f", {param_column} AS param" if param_column else "")
    sql = f"SELECT {select} FROM {model.source} WHERE {' AND '.join(where)} ORDER BY {model.order}"  # noqa: S608
    return CompiledSource(source.name, source.model, source.collection, sql, tuple(params), param_column is not None)
