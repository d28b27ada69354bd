"""Checks raw records one by one: valid ones go on, invalid ones are reported with their id and field."""

from __future__ import annotations

import json
import math
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from pydantic import BaseModel, ValidationError
from pydantic.fields import FieldInfo

M = TypeVar("M", bound=BaseModel)

# Wire names of the keys that name a record, in the order they are looked for.
ID_KEYS = ("id", "blockId", "fromPath")
# A record id longer than this is cut in reports (a 10 000-character path names its alias well enough cut short).
MAX_ID = 200


@dataclass(frozen=True)
class Rejection:
    """One record (or one field of it) left out of the warehouse, and why."""

    dataset: str
    record_id: str
    field: str
    problem: str

    def __str__(self) -> str:
        return f"{self.dataset} {self.record_id}: {self.field}: {self.problem}"


@dataclass
class Checked(Generic[M]):
    valid: list[M] = field(default_factory=list)
    rejected: list[Rejection] = field(default_factory=list)
    positions: list[int] = field(default_factory=list)  # of each valid record in the answer


def duplicate_problem(what: str, key: str = "id") -> str:
    """How a duplicate is reported; the uniqueness checks look for this text."""
    return f"duplicate {what} {key}: the first one was kept"


def record_id(raw: Any, position: int, where: str = "") -> str:
    """The record's own id when it has one, else its position in the answer (`#3`, or `footer[3]` in a list)."""
    if isinstance(raw, dict):
        for key in ID_KEYS:
            value = raw.get(key)
            if isinstance(value, str | int) and not isinstance(value, bool) and str(value):
                text = str(value)
                return text if len(text) <= MAX_ID else text[: MAX_ID - 1] + "…"
    return f"{where}[{position}]" if where else f"#{position}"


def location(loc: tuple[int | str, ...]) -> str:
    """A field's place in its record: `assets[0].url`."""
    text = ""
    for part in loc:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else str(part))
    return text or "(record)"


def _unstorable(value: Any, loc: tuple[int | str, ...] = ()) -> tuple[tuple[int | str, ...], str] | None:
    """Where `value` holds what JSON, the warehouse or a browser cannot take, and what it is; None if nowhere."""
    if isinstance(value, str):
        try:
            value.encode()
        except UnicodeEncodeError:
            return loc, "text that is not valid Unicode (an unpaired surrogate)"
    elif isinstance(value, float) and not math.isfinite(value):
        return loc, f"a number that is not finite ({value})"
    elif isinstance(value, dict):
        for key, item in value.items():
            found = _unstorable(key, loc) or _unstorable(item, (*loc, str(key)))
            if found:
                return found
    elif isinstance(value, list):
        for n, item in enumerate(value):
            found = _unstorable(item, (*loc, n))
            if found:
                return found
    return None


def _clean(value: Any) -> bool:
    try:
        json.dumps(value, allow_nan=False, ensure_ascii=False, default=str).encode()
    except (ValueError, UnicodeEncodeError):
        return False
    return True


def storable(record: BaseModel) -> tuple[str, str] | None:
    """(field, problem) when a checked record holds NaN, Infinity or an unpaired surrogate, which Python's JSON
    reader lets through and pydantic keeps; None when it is clean. Fields the contract does not know were
    ignored, so they do not count."""
    values = record.model_dump(by_alias=True)
    found = _unstorable(values)
    if found:
        return location(found[0]), found[1]
    return None if _clean(values) else ("(record)", "cannot be stored as JSON")


def _problems(error: ValidationError) -> list[tuple[str, str]]:
    return [(location(p["loc"]), p["msg"]) for p in error.errors(include_url=False)]


def validate(model: type[M], raw: Any, suspect: bool = True) -> M | list[tuple[str, str]]:
    """The record, or its problems as (field, problem). `suspect=False` skips looking for NaN, Infinity and
    unpaired surrogates, for records already known to hold none."""
    try:
        record = model.model_validate(raw)
    except ValidationError as error:
        return _problems(error)
    unstorable = storable(record) if suspect and not _clean(raw) else None
    return [unstorable] if unstorable else record


def _wire_name(name: str, info: FieldInfo) -> str:
    return info.validation_alias if isinstance(info.validation_alias, str) else (info.alias or name)


def key_field(model: type[BaseModel]) -> tuple[str, str] | None:
    """(name, wire name) of the field that must be unique among the records of one answer, if the model has one
    (`id`, unless the model names another as `KEY`)."""
    name = getattr(model, "KEY", "id")
    info = model.model_fields.get(name)
    return (name, _wire_name(name, info)) if info else None


def check_each(
    model: type[M],
    raws: Iterable[Any],
    dataset: str,
    *,
    what: str = "record",
    where: str = "",
    seen: set[str] | None = None,
) -> Checked[M]:
    """Validates each record; duplicates of a key already seen are rejected too (the first one stays).

    `what` names the records in the duplicate problem, `where` their list for records without an id, and
    `seen` shares the keys seen across calls (block ids are unique across pages)."""
    checked: Checked[M] = Checked()
    seen = set() if seen is None else seen
    raws = list(raws)
    suspect = not _clean(raws)  # one pass over the whole answer: usually nothing to look for record by record
    key = key_field(model)
    for position, raw in enumerate(raws):
        rid = record_id(raw, position, where)
        result = validate(model, raw, suspect)
        if isinstance(result, list):
            checked.rejected += [Rejection(dataset, rid, name, problem) for name, problem in result]
            continue
        value = getattr(result, key[0]) if key else None
        if key and isinstance(value, str):
            if value in seen:
                checked.rejected.append(Rejection(dataset, rid, key[1], duplicate_problem(what, key[1])))
                continue
            seen.add(value)
        checked.valid.append(result)
        checked.positions.append(position)
    return checked


def check_one(model: type[M], raw: Any, dataset: str) -> tuple[M | None, list[Rejection]]:
    """Validates a record that has no stand-in (the site, its theme). A field that breaks the contract is
    dropped, so its default stands, and reported; only a broken required field, or one the model lists as
    `ESSENTIAL`, rejects the record."""
    rid = record_id(raw, 0)
    result = validate(model, raw)
    if not isinstance(result, list):
        return result, []
    essential: frozenset[str] = getattr(model, "ESSENTIAL", frozenset())
    droppable = {
        _wire_name(name, info)
        for name, info in model.model_fields.items()
        if name not in essential and not info.is_required()
    }
    broken = {name.split(".")[0].split("[")[0] for name, _ in result}
    rejections = [Rejection(dataset, rid, name, problem) for name, problem in result]
    if not isinstance(raw, dict) or not broken <= droppable:
        return None, rejections
    retry = validate(model, {k: v for k, v in raw.items() if k not in broken})
    if isinstance(retry, list):
        return None, rejections
    return retry, [Rejection(r.dataset, r.record_id, r.field, f"{r.problem} (left out)") for r in rejections]
