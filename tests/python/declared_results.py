"""A document against its verb's result declaration (src/core/results.hpp, the schema's
"result"): every key declared, every key not declared optional present, every value of its
declared type. Shared by test_results.py and the golden cases' check."""
from __future__ import annotations

from typing import Any

_BASE = {"int": lambda v: isinstance(v, int) and not isinstance(v, bool),
         "number": lambda v: isinstance(v, (int, float)) and not isinstance(v, bool),
         "text": lambda v: isinstance(v, str), "bool": lambda v: isinstance(v, bool),
         "object": lambda v: isinstance(v, dict), "any": lambda v: True,
         "tally": lambda v: isinstance(v, dict) and all(k.lstrip("-").isdigit() and isinstance(n, int)
                                                        for k, n in v.items())}


def _value_problems(value: Any, type_text: str, records: dict[str, list], where: str) -> list[str]:
    if type_text.endswith("?"):
        return [] if value is None else _value_problems(value, type_text[:-1], records, where)
    if type_text.endswith("[]"):
        if not isinstance(value, list):
            return [f"{where}: {type(value).__name__}, not a list ({type_text})"]
        return [p for i, v in enumerate(value) for p in _value_problems(v, type_text[:-2], records, f"{where}[{i}]")]
    if type_text in records:
        if not isinstance(value, dict):
            return [f"{where}: {type(value).__name__}, not a {type_text} record"]
        return object_problems(value, records[type_text], records, where)
    check = _BASE.get(type_text)
    if check is None:
        return [f"{where}: the type {type_text!r} names no record"]
    return [] if check(value) else [f"{where}: {value!r} is not {type_text}"]


def object_problems(document: dict, keys: list[dict], records: dict[str, list], where: str = "") -> list[str]:
    declared = {k["name"]: k for k in keys}
    problems = [f"{where}.{name}: not declared" for name in document if name not in declared]
    for name, key in declared.items():
        if name not in document:
            if not key["when"]:
                problems.append(f"{where}.{name}: declared always present, missing")
            continue
        problems += _value_problems(document[name], key["type"], records, f"{where}.{name}")
    return problems


def document_problems(declaration: dict, document: dict) -> list[str]:
    """What is wrong with `document` against `declaration` (the schema's "result" of its verb)."""
    records = {r["name"]: r["keys"] for r in declaration["records"]}
    return object_problems(document, declaration["keys"], records)
