"""The package's functions, made from the verbs' declarations (the compiled module's ``schema()``).

Every verb's fields are declared once, in C++ (src/core/fields.hpp, src/report/verbs.hpp): name,
type, default, range, help; each verb's summary and description. This module turns a declaration
into a Python function: its signature (positional fields first, then keyword-only ones, then
``progress`` and ``threads``), its defaults, its type hints, and its docstring but for the verb's
own refusals and its example. The call sends only the
arguments given to the compiled module, which checks each one exactly as the command line and
the page do (TypeError for a wrong type, ValueError for a bad value, naming the parameter).
"""
from __future__ import annotations

import inspect
import json
import os
import re
import textwrap
from typing import Any, Callable, Mapping, Optional, Sequence, Union

from . import _cubeworks
from ._cubeworks import ProgressUpdate

__all__ = ["declaration", "make_verb", "annotation_text", "ProgressCallback", "CUBE_LIST"]

ProgressCallback = Optional[Callable[[ProgressUpdate], None]]

_SCHEMA: dict[str, dict[str, Any]] = {
    f"{v['family']}.{v['name']}": v for v in json.loads(_cubeworks.schema())["verbs"]}

_DOOR_PARAMETERS = {
    "progress": "called a few times a second with a ProgressUpdate while a long call runs; None: silent.",
    "threads": "the threads this call may use (None: all the cores).",
}


def _joined(name: str, value: Any) -> Any:
    """A list of texts as the one comma-separated text the declaration takes; any other value as
    it is (the call refuses a wrong type, naming the parameter)."""
    if isinstance(value, Sequence) and not isinstance(value, (str, bytes, bytearray)):
        for item in value:
            if not isinstance(item, str):
                raise TypeError(f"{name}: expected text or a list of texts, got a list holding {type(item).__name__}")
        return ",".join(value)
    return value


# A cube list (macmahon and stack): one comma-separated text, as declared, or a list of its items.
CUBE_LIST = (Union[str, Sequence[str]], lambda value: _joined("cubes", value))


def declaration(path: str) -> dict[str, Any]:
    """The declaration of verb ``path`` ('roll.solve'), as the compiled module's schema holds it."""
    return _SCHEMA[path]


def python_fields(path: str) -> list[dict[str, Any]]:
    """The fields offered in Python, positional ones first (declaration order otherwise)."""
    fields = [f for f in _SCHEMA[path]["fields"] if f["python"] and not f["hidden"]]
    return [f for f in fields if f["positional"]] + [f for f in fields if not f["positional"]]


def annotation_text(field: dict[str, Any]) -> str:
    """The field's type as written in a stub: 'int | None', 'str | os.PathLike[str]', ..."""
    base = {"flag": "bool", "integer": "int", "number": "float", "text": "str",
            "texts": "list[str] | str"}[field["kind"]]
    if field["path"]:
        base += " | os.PathLike[str]"
    return base + (" | None" if field["optional"] else "")


def _annotation(field: dict[str, Any]) -> Any:
    return eval(annotation_text(field), {"os": os})  # noqa: S307 - our own fixed type texts


def _default(field: dict[str, Any]) -> Any:
    return None if field["optional"] else field["default"]


def _argument_doc(field: dict[str, Any]) -> str:
    text = field["help"]
    limits = []
    if field.get("choices"):
        limits.append("one of " + ", ".join(repr(c) for c in field["choices"]))
    if field["kind"] in ("integer", "number"):
        low, high = field.get("min"), field.get("max")
        declared_low = low is not None and low > -2**31  # an int's own limits are no declared range
        declared_high = high is not None and high < 2**31 - 1
        if declared_low and declared_high:
            limits.append(f"{low} to {high}")
        elif declared_low:
            limits.append(("above " if field.get("above_min") else "at least ") + str(low))
    if field["cli"]:
        limits.append(f"``{field['cli']}``")
    return text + (f" ({'; '.join(limits)})" if limits else "") + ("." if not text.endswith(".") else "")


def arguments_section(path: str) -> str:
    """The docstring's ``Args:`` section for verb ``path``, from its declaration."""
    lines = ["Args:"]
    names = set()
    for f in python_fields(path):
        names.add(f["name"])
        body = textwrap.wrap(f"{f['name']}: {_argument_doc(f)}", 92, subsequent_indent="    ")
        lines += ["    " + line for line in body]
    for name, text in _DOOR_PARAMETERS.items():
        if name not in names:
            lines.append(f"    {name}: {text}")
    return "\n".join(lines)


def _command_words(path: str) -> str:
    """The command line's words for verb ``path``: 'hoffman approx-count'."""
    verb = declaration(path)
    return f"{verb['family']} {verb['name'].replace('_', '-')}"


def _returns_section(path: str, result: Any, also: str) -> str:
    names = [c.__name__ for c in getattr(result, "__args__", (result,))]
    command = f"cubeworks {_command_words(path)} ... --json"
    text = (f"A {' or '.join(names)}: ``to_dict()`` is the document ``{command}`` prints, ``str()`` "
            f"its readable report. {also}")
    return "Returns:\n" + "\n".join("    " + line for line in textwrap.wrap(text.strip(), 92))


def _summary_line(path: str, command: str | None) -> str:
    summary = declaration(path)["summary"]
    text = f"{summary[:1].upper()}{summary[1:]} (``cubeworks {command or _command_words(path)}``)."
    return "\n".join(textwrap.wrap(text, 96))


def description(path: str) -> str:
    """The verb's declared description as Python reads it: ``{field}`` and `key` as literals
    (``field``); KeyError for a ``{name}`` that is not one of the verb's fields."""
    verb = declaration(path)
    names = {f["name"] for f in verb["fields"]}
    text = re.sub(r"`([^`]+)`", r"``\1``", verb["description"])
    text = re.sub(r"\{(\w+)\}", lambda m: f"``{m.group(1)}``" if m.group(1) in names else _unknown(path, m.group(1)), text)
    return textwrap.fill(text, 96)


def _unknown(path: str, name: str) -> str:
    raise KeyError(f"{path}: the description names no field {name!r}")


def _refusal(path: str, field: dict[str, Any], value: Any) -> str | None:
    """What the call answers to ``field=value``: the checker's own message, raised before any work."""
    try:
        _cubeworks.call(path, {field["name"]: value}, None, None)
    except (TypeError, ValueError) as e:
        return str(e)
    return None  # accepted: not an example of a refusal


def _out_of_range(field: dict[str, Any]) -> Any:
    """A value the field's declaration refuses (a choice that is none, a number past its range), or None."""
    if field.get("choices"):
        return "foo"
    low, high = field.get("min"), field.get("max")
    step = 1 if field["kind"] == "integer" else 0.5
    if high is not None and high < 2**31 - 1 and field["kind"] in ("integer", "number"):
        return high + step
    if low is not None and low > -2**31 and field["kind"] in ("integer", "number"):
        return low if field.get("above_min") else low - step
    return None


def _raises_section(path: str, skip: set[str], raises: Mapping[str, str]) -> str:
    """Raises: the refusals every declared field shares (a wrong type, a value outside the declared
    range or choices), each with the message the checker gives for this verb's first such field,
    then what ``raises`` adds (exception name -> when)."""
    fields = [f for f in python_fields(path) if f["name"] not in skip]
    wrong = {"flag": "yes", "integer": "x", "number": "x"}
    entries: dict[str, list[str]] = {}
    typed = next((f for f in fields if f["kind"] != "texts"), None)
    message = typed and _refusal(path, typed, wrong.get(typed["kind"], 5))
    if message:
        entries["TypeError"] = [f"an argument of the wrong type, naming the parameter (``{message}``)"]
    ranged = next((f for f in fields if _out_of_range(f) is not None), None)
    message = ranged and _refusal(path, ranged, _out_of_range(ranged))
    if message:
        entries["ValueError"] = [f"a value outside its declared range or choices (``{message}``)"]
    for kind, text in raises.items():
        entries.setdefault(kind, []).append(text)
    lines = ["Raises:"]
    for kind, texts in entries.items():
        lines += textwrap.wrap(f"{kind}: {'; '.join(texts)}.", 92, initial_indent="    ", subsequent_indent="        ")
    return "\n".join(lines) if entries else ""


def make_verb(path: str, result: Any, example: str = "", *, module: str, name: str | None = None,
              convert: Mapping[str, tuple[Any, Callable[[Any], Any]]] | None = None,
              answer: Callable[[Any, dict[str, Any]], Any] | None = None,
              returns: str = "", raises: Mapping[str, str] | None = None,
              command: str | None = None) -> Callable[..., Any]:
    """The public function for verb ``path``, returning ``result`` (a result class, or the
    annotation of what ``answer`` returns).

    Its docstring is made from the declaration: the summary line (with ``command``, the command
    line that runs it where that is not ``cubeworks FAMILY VERB``), the description, the Args and
    Returns sections and the Raises section's refusals that every declared field shares. What
    Python adds to the declaration: ``returns`` (what the Returns section cannot say: a picture, a
    table), ``raises`` (exception name -> the verb's own refusals), the ``example`` (doctest lines);
    another ``name``; parameters taken in more forms than the declared one (``convert``: name ->
    (annotation, function to the declared value), e.g. a list of cubes joined with commas); and
    ``answer(result, arguments)``, which may answer with another result class than ``result``.
    """
    fields = python_fields(path)
    names = {f["name"] for f in fields}
    conversions = dict(convert or {})
    parameters = []
    for f in fields:
        kind = inspect.Parameter.POSITIONAL_OR_KEYWORD if f["positional"] else inspect.Parameter.KEYWORD_ONLY
        annotation = conversions[f["name"]][0] if f["name"] in conversions else _annotation(f)
        default = inspect.Parameter.empty if f["required"] else _default(f)
        parameters.append(inspect.Parameter(f["name"], kind, default=default, annotation=annotation))
    parameters.append(inspect.Parameter("progress", inspect.Parameter.KEYWORD_ONLY, default=None,
                                        annotation=ProgressCallback))
    if "threads" not in names:
        parameters.append(inspect.Parameter("threads", inspect.Parameter.KEYWORD_ONLY, default=None,
                                            annotation=Optional[int]))
    base = result if answer is None else result.__args__[0] if hasattr(result, "__args__") else result
    signature = inspect.Signature(parameters, return_annotation=result)
    aliases = {f["alias"]: f["name"] for f in fields if f.get("alias")}
    name = name or path.split(".")[1]

    def verb(*args: Any, **kwargs: Any) -> Any:
        for old, new in aliases.items():
            if old in kwargs:
                if new in kwargs:
                    raise TypeError(f"{name}() got both {old!r} and its new name {new!r}")
                kwargs[new] = kwargs.pop(old)
        arguments = dict(signature.bind(*args, **kwargs).arguments)
        progress = arguments.pop("progress", None)
        threads = None if "threads" in names else arguments.pop("threads", None)
        request = {key: conversions[key][1](value) if key in conversions else value
                   for key, value in arguments.items()}
        document = base._from_answer(_cubeworks.call(path, request, progress, threads))
        return document if answer is None else answer(document, arguments)

    verb.__name__ = verb.__qualname__ = name
    verb.__module__ = module
    verb.__signature__ = signature  # type: ignore[attr-defined]
    verb.__annotations__ = {p.name: p.annotation for p in parameters} | {"return": result}
    sections = [_summary_line(path, command), description(path), arguments_section(path),
                _returns_section(path, result, returns), _raises_section(path, set(conversions), raises or {}),
                "Example:\n" + textwrap.indent(inspect.cleandoc(example), "    ") if example.strip() else ""]
    verb.__doc__ = "\n\n".join(s for s in sections if s)
    return verb
