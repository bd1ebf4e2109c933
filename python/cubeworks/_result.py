"""The base of every result: one verb's document, as the command line prints it.

A verb of the compiled module returns ``(json_text, text, figures)``: the ``--json`` document
as JSON text, the readable report, and the pictures as ``(file, caption, svg)`` triples. A
result class per verb (``cubeworks.macmahon.CubesResult``, ...) subclasses :class:`Result`
and adds typed properties that read the document; the document itself stays the one source of
truth, so :meth:`Result.to_dict` is exactly what ``cubeworks ... --json`` prints.
"""
from __future__ import annotations

import copy
import json
from typing import Any, NamedTuple, Sequence, TypeVar, Union

try:
    from numpy import ndarray as _ndarray
except ImportError:  # numpy is optional: arrays are then lists
    _ndarray = list  # type: ignore[misc,assignment]

__all__ = ["Array", "Figure", "Result", "as_array"]

# What the ``*_array`` properties return: a numpy array, or a list where numpy is missing.
Array = Union[_ndarray, list]

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
