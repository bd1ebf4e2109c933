"""The base of every result: one verb's document, as the command line prints it.

A verb of the compiled module returns ``(json_text, text, figures)``: the ``--json`` document
as JSON text, the readable report, and the pictures as ``(file, caption, svg)`` triples. A
result class per verb (``cubeworks.macmahon.CubesResult``, ...) subclasses :class:`Result`
and adds typed properties that read the document; the document itself stays the one source of
truth, so :meth:`Result.to_dict` is exactly what ``cubeworks ... --json`` prints.
"""
from __future__ import annotations

import builtins
import copy
import json
import sys
import typing
from typing import Any, Callable, NamedTuple, Sequence, TypeVar, Union

if typing.TYPE_CHECKING:
    import numpy
else:
    class _Numpy:
        """numpy, imported when first used: by typing.get_type_hints resolving ``Array``."""

        def __getattr__(self, name: str) -> Any:
            import numpy as module
            return getattr(module, name)

    numpy = _Numpy()


__all__ = ["Array", "Figure", "Result", "as_array", "declared", "dense_array", "nested", "public_names"]

# What the ``*_array`` properties return: a numpy array, or a list where numpy is missing. Named,
# not imported: importing numpy takes longer than everything else `import cubeworks` does, and
# `python -m cubeworks --version` needs none of it (as_array imports it when first asked).
Array = Union[typing.ForwardRef("numpy.ndarray", module=__name__), list]

_R = TypeVar("_R", bound="Result")


class Figure(NamedTuple):
    """One picture of a result: the file name the command line would write, a caption, the SVG text."""

    file: str
    caption: str
    svg: str

    def __repr__(self) -> str:  # the SVG text runs to kilobytes: show its size, not its text
        return f"Figure(file={self.file!r}, caption={self.caption!r}, svg=<{len(self.svg)} characters>)"

    def _repr_svg_(self) -> str:
        return self.svg


class Result:
    """One verb's answer: ``to_dict()`` is the ``--json`` document, ``str()`` the readable report.

    Subclasses add typed properties for the document's fields and override :meth:`_summary`
    for ``repr()``. Results that carry pictures (``figures`` not empty) show the first one in
    Jupyter (``_repr_svg_``) and return it, or another, with :meth:`svg`.

    Example:
        >>> import cubeworks
        >>> r = cubeworks.macmahon.cubes(family=3)
        >>> r.to_dict()["count"] == r.count
        True
    """

    __slots__ = ("_document", "_text", "_figures")

    def __init__(self, document: dict[str, Any], text: str, figures: Sequence[Figure] = ()) -> None:
        self._document = document
        self._text = text
        self._figures = list(figures)

    @classmethod
    def _from_answer(cls: type[_R], answer: tuple[str, str, list[tuple[str, str, str]]]) -> _R:
        """The result of one call of the compiled module (see src/python/bindings.hpp)."""
        json_text, text, figures = answer
        return cls(json.loads(json_text), text, [Figure(*f) for f in figures])

    def to_dict(self) -> dict[str, Any]:
        """The document ``cubeworks ... --json`` prints, as a new dict (changing it changes nothing here)."""
        return copy.deepcopy(self._document)

    @property
    def figures(self) -> list[Figure]:
        """The pictures the call drew (empty unless the verb was asked for them)."""
        return list(self._figures)

    def svg(self, index: int = 0) -> str:
        """The SVG text of picture ``index`` (the first by default).

        Raises ValueError when the result has no such picture.
        """
        if not 0 <= index < len(self._figures):
            raise ValueError(f"index: this result has {len(self._figures)} pictures, not {index + 1}")
        return self._figures[index].svg

    def _repr_svg_(self) -> str | None:
        """Jupyter shows the first picture; None (no picture) makes it show the text instead."""
        return self._figures[0].svg if self._figures else None

    def __str__(self) -> str:
        return self._text

    def _summary(self) -> str:
        """The part of repr() inside the parentheses; subclasses name their headline figures."""
        return ", ".join(f"{k}={v!r}" for k, v in self._document.items() if isinstance(v, (int, float, str)))

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self._summary()})"

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return self._document == other._document and self._text == other._text  # type: ignore[attr-defined]

    __hash__ = None  # type: ignore[assignment]


def as_array(values: Sequence[int] | Sequence[float]) -> Array:
    """``values`` as a numpy array when numpy can be imported, else as a list.

    Histograms and distributions use it, so that they plot and sum directly in a notebook and
    still work where numpy is missing.

    Example:
        >>> from cubeworks import as_array
        >>> list(as_array([1, 2, 3]))
        [1, 2, 3]
    """
    try:
        import numpy
    except ImportError:
        return list(values)
    return numpy.asarray(values)


# --- Result classes from the verbs' result declarations (src/core/results.hpp) ---

_BASE_TYPES = {"int": "int", "number": "float", "text": "str", "bool": "bool", "object": "dict[str, Any]",
               "tally": "dict[int, int]", "any": "Any"}


def _annotation_text(type_text: str, optional: bool = False, sequence: str = "list[{}]",
                     records: dict[str, Any] | None = None) -> str:
    """A declared type ('int[]?', 'Sweep[]') as a Python annotation text ('list[int] | None'; a
    record's lists are 'tuple[int, ...]', a list of pairs 'dict[int, int]')."""
    nullable = type_text.endswith("?")
    core = type_text[:-1] if nullable else type_text
    pair = (records or {}).get(core[:-2])
    if core.endswith("[]") and isinstance(pair, _Pair):
        text = pair.annotation
    elif core.endswith("[]"):
        text = sequence.format(_annotation_text(core[:-2], sequence=sequence))
    else:
        text = _BASE_TYPES.get(core, core)
    return text + (" | None" if nullable or optional else "")


class _Pair(NamedTuple):
    """A record declared a pair (core/results.hpp): a list of them reads as one dict first -> second."""

    first: str
    second: str
    annotation: str


def _converter(type_text: str, records: dict[str, Any], sequence: type = list) -> Callable[[Any], Any]:
    """How a JSON value of the declared type becomes the accessor's value: records as their
    NamedTuples, lists of pairs as dicts, lists and objects as copies (a result never hands out
    its own document); a record's own lists as tuples (``sequence``), so that a record is
    immutable and hashable."""
    core = type_text.rstrip("?")
    pair = records.get(core[:-2])
    if core.endswith("[]") and isinstance(pair, _Pair):
        return lambda v: None if v is None else {x[pair.first]: x[pair.second] for x in v}
    if core.endswith("[]"):
        element = _converter(core[:-2], records, sequence)
        return lambda v: None if v is None else sequence(element(x) for x in v)
    if core in ("object", "any"):
        return copy.deepcopy
    if core == "tally":  # JSON keys are text; the tally's are integers
        return lambda v: None if v is None else {int(k): n for k, n in v.items()}
    if core not in _BASE_TYPES:  # a record, looked up when called: records may name later ones
        return lambda v: None if v is None else records[core]._from_json(v)
    return lambda v: v


def _key_doc(key: dict[str, Any]) -> str:
    text = key["help"][:1].upper() + key["help"][1:].replace("null", "None")
    if key["unit"]:
        text += f" (in {key['unit']})"
    text += f" (``{key['name']}``)." if key["python"] != key["name"] else "."
    if key["when"]:
        text += f" Only when {key['when']}; else None."
    return text


def _accessor(key: dict[str, Any], records: dict[str, Any]) -> property:
    name, convert = key["name"], _converter(key["type"], records)
    if key["when"]:
        def get(self: Result) -> Any:
            value = self._document.get(name)
            return None if value is None else convert(value)
    else:
        def get(self: Result) -> Any:
            return convert(self._document[name])
    get.__name__ = key["python"]
    get.__doc__ = _key_doc(key)
    get.__annotations__ = {"return": _annotation_text(key["type"], bool(key["when"]), records=records)}
    return property(get)


def dense_array(tally: dict[int, int], length: int | None = None) -> Array:
    """A tally (sparse: integer -> count) as an array indexed by its keys 0..length-1, zeros
    between (length: 1 + its largest key by default)."""
    values = [0] * (1 + max(tally, default=-1) if length is None else length)
    for k, v in tally.items():
        values[k] = v
    return as_array(values)


def _array_accessor(key: dict[str, Any]) -> property:
    name, tally = key["name"], key["type"].rstrip("?") == "tally"

    def get(self: Result) -> Array:
        value = self._document.get(name)
        if tally:
            return dense_array({int(k): n for k, n in (value or {}).items()})
        return as_array(value or [])

    get.__name__ = key["python"] + "_array"
    get.__doc__ = (f":attr:`{key['python']}` indexed by its keys, zeros between, as a numpy array (a list where numpy is missing)."
                   if tally else f":attr:`{key['python']}` as a numpy array (a list where numpy is missing).")
    get.__annotations__ = {"return": "Array"}
    return property(get)


def _record_class(record: dict[str, Any], module: str, records: dict[str, Any]) -> type:
    """A NamedTuple for a declared record, its fields the keys' Python names."""
    keys = record["keys"]
    fields = [(k["python"], _annotation_text(k["type"], bool(k["when"]), "tuple[{}, ...]", records)) for k in keys]
    converters = [(k["name"], _converter(k["type"], records, tuple)) for k in keys]
    by_key = {k["name"]: k["python"] for k in keys}

    def from_json(c: type, value: dict[str, Any]) -> Any:
        return c(*[None if value.get(n) is None else f(value[n]) for n, f in converters])

    def item(self: tuple, index: Any) -> Any:
        # record["key"] as well as record.key: these were dicts before they were declared
        return getattr(self, by_key[index]) if isinstance(index, str) else tuple.__getitem__(self, index)

    base = NamedTuple(record["name"], fields)  # type: ignore[misc]
    base.__module__ = module  # its annotations name the module's other records
    cls = type(record["name"], (base,), {"__slots__": (), "__getitem__": item, "_from_json": classmethod(from_json),
                                          "__module__": module})
    cls.__doc__ = f"One {record['name']} of a result: " + "; ".join(f"{k['python']}: {k['help']}" for k in keys) + "."
    return cls


def nested(key: str, inner: str, annotation: str) -> property:
    """An accessor for a key of a record key (``nested("count", "stacks", "int")``): a headline
    figure a user reaches for without the record around it."""

    def get(self: Result) -> Any:
        return self._document[key][inner]

    get.__doc__ = f"``{key}.{inner}`` of the document (see :attr:`{key}`)."
    get.__annotations__ = {"return": annotation}
    return property(get)


def declared(path: str) -> Callable[[type[_R]], type[_R]]:
    """Class decorator: the result class of verb ``path`` ('roll.solve') with an accessor for every
    key its declaration names (``<key>_array`` too for a list of numbers) that the class does
    not write itself, a ``repr`` of the keys declared as its summary, and the declaration's
    records as NamedTuples of the class's module (a list of pair records reads as a dict). What the class writes itself is what Python
    computes beyond the document (a picture, a tuple of two states, a default)."""
    from ._verbs import declaration  # the schema lives with the verbs

    def make(cls: type[_R]) -> type[_R]:
        result = declaration(path)["result"]
        module = sys.modules[cls.__module__]
        records: dict[str, Any] = {  # pairs first: a record made below may hold a list of them
            r["name"]: _Pair(r["keys"][0]["name"], r["keys"][1]["name"],
                             f"dict[{_annotation_text(r['keys'][0]['type'])}, {_annotation_text(r['keys'][1]['type'])}]")
            for r in result["records"] if r["pair"]}
        for record in result["records"]:
            made = getattr(module, record["name"], None)
            if not hasattr(made, "_from_json"):  # a NamedTuple written by hand keeps its name
                made = _record_class(record, cls.__module__, records)
                if not hasattr(module, record["name"]):
                    setattr(module, record["name"], made)  # a pair's too: a name the module has exported
            records.setdefault(record["name"], made)
        namespace = {**vars(builtins), **vars(typing), **vars(module), **records, "Array": Array}
        def add(name: str, accessor: property) -> None:
            if not hasattr(cls, name):  # what the class or a base writes itself stays
                accessor.fget.__annotations__ = {"return": eval(accessor.fget.__annotations__["return"], namespace)}  # noqa: S307
                setattr(cls, name, accessor)
        for key in result["keys"]:
            add(key["python"], _accessor(key, records))
            if key["type"] in ("int[]", "number[]", "tally", "tally?"):
                add(key["python"] + "_array", _array_accessor(key))
        summary = [k for k in result["keys"] if k["summary"]]
        if summary and "_summary" not in vars(cls):
            cls._summary = lambda self: ", ".join(  # type: ignore[method-assign]
                f"{k['python']}={self._document.get(k['name'])!r}" for k in summary if k["name"] in self._document)
        cls._declaration = result  # type: ignore[attr-defined]
        return cls

    return make


def public_names(namespace: dict[str, Any]) -> list[str]:
    """A family module's ``__all__``: every public name it defines (its verbs, result classes and
    records, and their other names), in the order defined, except a name that would shadow a
    built-in on ``import *`` (``hoffman.enumerate``, exported as ``enumerate_packings``)."""
    module = namespace["__name__"]
    return [name for name, value in namespace.items()
            if not name.startswith("_") and not hasattr(builtins, name) and getattr(value, "__module__", None) == module]
