"""Bindings: the contract's path grammar (`title`, `contents[0].body`, `assets[type=first_image].url`), and
bound fields given the values their paths find in the page's sources.

A path is dotted names, each followed by any number of `[n]` (list index) or `[key=value]` (first list item
whose `key` equals `value`). The empty path is the source's value itself.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel
from pydantic_core import to_jsonable_python

from pipeline.defs.route_data.records import SOURCE_RECORDS
from pipeline.defs.route_data.report import Report

_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_-]*")
_INDEX = re.compile(r"\[(\d+)\]")
_MATCH = re.compile(r"\[([A-Za-z_][A-Za-z0-9_-]*)=([^\]]*)\]")


class BindingSyntaxError(ValueError):
    def __init__(self, path: str, position: int, expected: str) -> None:
        super().__init__(f"binding path {path!r}: expected {expected} at character {position + 1}")


@dataclass(frozen=True)
class Key:
    name: str


@dataclass(frozen=True)
class Index:
    index: int


@dataclass(frozen=True)
class Match:
    key: str
    value: str


Step = Key | Index | Match


def parse(path: str) -> tuple[Step, ...]:
    """The steps of a path; raises `BindingSyntaxError` naming the first character that does not fit."""
    steps: list[Step] = []
    position = 0
    expect_name = not path.startswith("[")  # a path into a collection source may start with an index
    while position < len(path):
        if expect_name:
            name = _NAME.match(path, position)
            if not name:
                raise BindingSyntaxError(path, position, "a field name")
            steps.append(Key(name.group()))
            position = name.end()
            expect_name = False
        elif path[position] == ".":
            position += 1
            expect_name = True
            if position == len(path):
                raise BindingSyntaxError(path, position, "a field name")
        elif index := _INDEX.match(path, position):
            steps.append(Index(int(index.group(1))))
            position = index.end()
        elif match := _MATCH.match(path, position):
            steps.append(Match(match.group(1), match.group(2)))
            position = match.end()
        else:
            raise BindingSyntaxError(path, position, "'.', '[n]' or '[key=value]'")
    return tuple(steps)


class Unresolved(LookupError):
    """The path is well formed but leads nowhere in this value."""


def _field(value: Any, name: str) -> Any:
    """A record's field by its name in the contract (`contents`, `focalPointQuery`)."""
    if isinstance(value, BaseModel):
        for field_name, field in type(value).model_fields.items():
            if name == (field.alias or field_name):
                return getattr(value, field_name)
    raise Unresolved(name)


def resolve(value: Any, steps: tuple[Step, ...]) -> Any:
    """What the path finds in a source's value: a record or a list of records stays one (the block shows its card);
    any other value is given as the contract has it (an asset `{type, url, focalPointQuery}`, a date in ISO 8601)."""
    for step in steps:
        if isinstance(step, Key):
            value = _field(value, step.name)
        elif isinstance(step, Index) and isinstance(value, list) and step.index < len(value):
            value = value[step.index]
        elif isinstance(step, Match) and isinstance(value, list):
            found = [v for v in value if _text(_field(v, step.key)) == step.value]
            if not found:
                raise Unresolved(step)
            value = found[0]
        else:
            raise Unresolved(step)
    if value is None:
        raise Unresolved("null")
    is_record = isinstance(value, SOURCE_RECORDS)
    if is_record or (isinstance(value, list) and value and all(isinstance(v, SOURCE_RECORDS) for v in value)):
        return value
    return to_jsonable_python(value, by_alias=True)


def _text(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return "" if value is None else str(value)


def bind(
    static: dict[str, Any], bindings: dict[str, Any], sources: dict[str, Any], where: str, report: Report
) -> dict[str, Any]:
    """Static fields, with every binding that names a source replaced by the value its path finds there.

    A binding whose source is null keeps the static value; one that cannot be resolved leaves the field empty.
    """
    values = dict(static)
    for name, binding in bindings.items():
        source = binding.get("source")
        if source is None:
            continue
        values[name] = None
        if source not in sources:
            report.unresolved(f"{where} {name}", f"no source '{source}' on this page")
            continue
        try:
            values[name] = resolve(sources[source], parse(str(binding.get("binding") or "")))
            report.bindings_resolved += 1
        except BindingSyntaxError as error:
            report.unresolved(f"{where} {name}", str(error))
        except Unresolved:
            report.unresolved(f"{where} {name}", f"{source}.{binding.get('binding')} has no value")
    return values
