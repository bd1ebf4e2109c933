"""Hoffman's packing puzzle: 27 boxes a x b x c in a cube of side a+b+c (``cubeworks hoffman``).

Each function runs the same code as the command ``cubeworks hoffman VERB`` (``search_first``
is ``hoffman search --first``) and returns a result whose ``to_dict()`` is the document the
command prints with ``--json`` and whose ``str()`` is its readable report. A packing is a grid
text: one orientation code per cell, x fastest, rows ``,`` layers ``/`` blocks ``|`` (e.g.
``01,10``, the 2D pinwheel). Lengths are ``None`` (the dimension's defaults: 10,11 / 10,11,12 /
1000,1001,1003,1007), a list of ints or a text such as ``"10,11,12"``. The definitions are in
docs/model.md, the results explained in docs/hoffman.md.

Example:
    >>> import cubeworks
    >>> r = cubeworks.hoffman.enumerate(dim=3)
    >>> r.real.raw, r.real.classes, r.pseudo.classes
    (1008, 21, 5)
"""
from __future__ import annotations

import builtins
import operator
from typing import Any, NamedTuple, Optional, Sequence, Union

from ._result import Figure, Result, declared, public_names
from ._verbs import make_verb


# The box lengths as every function takes them: None (the dimension's defaults), a text such as
# "10,11,12", or a list of ints.
Lengths = Union[str, Sequence[int], None]


def _type_name(value: Any) -> str:
    return type(value).__name__


def _numbers_text(name: str, values: Any) -> Optional[str]:
    """None -> None (not given), [10, 11, 12] -> "10,11,12", a text unchanged."""
    if values is None or isinstance(values, str):
        return values
    try:
        items = list(values)
    except TypeError:
        raise TypeError(f"{name}: expected text or a list of integers, got {_type_name(values)}") from None
    for item in items:
        if isinstance(item, bool) or not hasattr(type(item), "__index__"):
            raise TypeError(f"{name}: expected text or a list of integers, got a list holding {_type_name(item)}")
    return ",".join(str(operator.index(item)) for item in items)


def _variant_text(variant: Any) -> Optional[str]:
    """None -> None (the base construction), 5 -> "5", a text unchanged."""
    if variant is None or isinstance(variant, str):
        return variant
    try:
        return str(operator.index(variant))
    except TypeError:
        raise TypeError(f"variant: expected an integer, got {_type_name(variant)}") from None


# A parameter the declaration takes as text that Python also takes in other forms: its
# annotation here, and how its value becomes the declared text.
_LENGTHS = (Lengths, lambda v: _numbers_text("lengths", v))
_VARIANT = (Optional[int], _variant_text)
_SLABS = (Optional[Sequence[int]], lambda v: _numbers_text("slabs", v))


class _Grid(Result):
    """What every Hoffman result shares: the dimension and the box lengths."""

    __slots__ = ()

    @property
    def dim(self) -> int:
        """The dimension n: n^n boxes in a cube of side a+b+...."""
        return int(self._document["dim"])

    @property
    def lengths(self) -> tuple[int, ...]:
        """The box lengths, shortest first (e.g. (10, 11, 12))."""
        return tuple(self._document["lengths"])


# --- enumerate ---


# Not the declared RealPackings / PseudoSolutions: their counts alone, without the list of classes.
class ClassCounts(NamedTuple):
    """How many grids of one kind (real packings, or pseudo-solutions) there are."""

    raw: int  # every grid
    classes: int  # up to the 2^n n! symmetries of the cube
    rotation_classes: int  # up to the rotations only


# Not the declared RealClass / PseudoClass: one type for both, with the report's name and the picture.
class PackingClass(NamedTuple):
    """One class of :func:`enumerate`: a real packing (``R1``, ...) or a pseudo-solution (``P1``, ...)."""

    name: str  # "R1", "R2", ... then "P1", ...: the report's names
    grid: str  # the canonical grid
    orbit: int  # grids in the class
    rotation_classes: int  # classes up to rotation it splits into (1 or 2)
    dual: Optional[str]  # real classes: "self-dual", "dual valid", "dual a pseudo-solution" or "dual invalid"
    dual_class: Optional[int]  # real classes whose dual is real: the dual's number (R<dual_class>; itself if self-dual)
    overlap: Optional[tuple[str, str]]  # pseudo-solutions: the first overlapping pair of cells
    figure: Optional[Figure]  # its picture

    @property
    def real(self) -> bool:
        """True for a real packing, False for a pseudo-solution (two boxes overlap)."""
        return self.name.startswith("R")

    def svg(self) -> str:
        """The class's picture as SVG text: one panel per layer, overlapping boxes outlined in red."""
        if self.figure is None:
            raise ValueError(f"class {self.name} has no picture")
        return self.figure.svg


@declared("hoffman.enumerate")
class HoffmanEnumerate(_Grid):
    """What :func:`enumerate` returns: every packing and pseudo-solution, classified.

    ``classes`` lists the real classes, then the pseudo-solutions, in the order of the
    pictures: ``svg(i) == classes[i].svg()``; Jupyter shows the first class.
    """

    __slots__ = ()

    @property
    def real(self) -> ClassCounts:
        """How many real packings: raw, up to symmetry, up to rotation."""
        return self._counts("real")

    @property
    def pseudo(self) -> ClassCounts:
        """How many pseudo-solutions (every line fits, yet two boxes overlap)."""
        return self._counts("pseudo")

    @property
    def classes(self) -> list[PackingClass]:
        """Every class, real ones (R1, ...) first, then the pseudo-solutions (P1, ...)."""
        return self.real_classes + self.pseudo_classes

    @property
    def real_classes(self) -> list[PackingClass]:
        """The real packings' classes, R1, R2, ..., as the report lists them."""
        return self._classes("real", "R", 0)

    @property
    def pseudo_classes(self) -> list[PackingClass]:
        """The pseudo-solutions' classes, P1, P2, ..., with their first overlapping pair."""
        return self._classes("pseudo", "P", len(self._document["real"]["list"]))

    def _counts(self, kind: str) -> ClassCounts:
        k = self._document[kind]
        return ClassCounts(k["raw"], k["classes"], k["rotation_classes"])

    def _classes(self, kind: str, letter: str, first_figure: int) -> list[PackingClass]:
        classes = []
        for i, c in builtins.enumerate(self._document[kind]["list"]):  # enumerate() is the verb here
            figure = self._figures[first_figure + i] if first_figure + i < len(self._figures) else None
            overlap = tuple(c["overlap"]) if "overlap" in c else None
            classes.append(PackingClass(f"{letter}{i + 1}", c["grid"], c["orbit"], c["rotation_classes"],
                                        c.get("dual"), c.get("dual_class"), overlap, figure))  # type: ignore[arg-type]
        return classes

    def _summary(self) -> str:
        return f"dim={self.dim}, lengths={self.lengths!r}, real={self.real.classes}, pseudo={self.pseudo.classes}"


enumerate = make_verb("hoffman.enumerate", HoffmanEnumerate, module=__name__, convert={"lengths": _LENGTHS},
    raises={"ValueError": "a bad dim or lengths (``dim: unsupported dimension 5: ...``, ``lengths: 2 values given, "
                          "dimension 3 needs 3 (e.g. 10,11,12)``)"},
    example="""
    >>> import cubeworks
    >>> r = cubeworks.hoffman.enumerate(dim=2)
    >>> r
    HoffmanEnumerate(dim=2, lengths=(10, 11), real=1, pseudo=0)
    >>> r.classes[0].grid, r.classes[0].dual
    ('01,10', 'self-dual')
    """)
enumerate_packings = enumerate  # the same function, under a name that `import *` may bring in


# --- check ---


@declared("hoffman.check")
class HoffmanCheck(_Grid):
    """What :func:`check` returns: the exact checker's verdict on one grid, and its picture."""

    __slots__ = ()

    @property
    def overlap(self) -> tuple[str, str] | None:
        """The first overlapping pair of cells, or None."""
        pair = self._document.get("overlap")
        return (pair[0], pair[1]) if pair else None


check = make_verb("hoffman.check", HoffmanCheck, module=__name__, convert={"lengths": _LENGTHS},
    returns='``svg()`` draws the grid.',
    raises={"ValueError": "a malformed grid (``grid: malformed grid: 'x' is not an orientation code ...``) or bad lengths"},
    example="""
    >>> import cubeworks
    >>> cubeworks.hoffman.check("01,10")
    HoffmanCheck(grid='01,10', verdict='valid packing')
    """)


# --- construct ---


@declared("hoffman.construct")
class HoffmanConstruct(_Grid):
    """What :func:`construct` returns: a packing built without search, verified, and its picture."""

    __slots__ = ()

    @property
    def packings_at_least(self) -> int | None:
        """4D: how many distinct packings the sliced constructions are (3 * 60^17), a lower bound on
        the number of 4D packings; None in 2D."""
        family = self._document.get("family")
        return None if family is None else int(family["packings_at_least"])

    def box_array(self) -> Any:
        """The product construction's boxes, up to 8D, as a numpy array of n^n rows of 2n integers:
        each box's lowest corner, then its sides (built again, written to a temporary file by
        ``boxes=`` and read back)."""
        import os
        import tempfile

        import numpy

        if "factors" not in self._document:
            raise ValueError("box_array: the product construction's (give factors= for 2D and 4D)")
        lengths = ",".join(str(x) for x in self.lengths)
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "boxes.txt")
            construct(dim=self.dim, lengths=lengths, factors=self.factors,
                      packings=",".join(str(p) for p in self.packings), boxes=path)
            values = numpy.fromfile(path, dtype=numpy.int64, sep=" ")
        return values.reshape(-1, 2 * self.dim)


construct = make_verb("hoffman.construct", HoffmanConstruct, module=__name__, convert={"lengths": _LENGTHS, "variant": _VARIANT, "slabs": _SLABS},
    returns='``svg()`` draws the packing (4D: its four 3D blocks).',
    raises={"ValueError": "``dim: no construction for dimension 3: ...``, a variant out of range"},
    example="""
    >>> import cubeworks
    >>> cubeworks.hoffman.construct(dim=2).grid
    '01,10'
    >>> six = cubeworks.hoffman.construct(dim=6)
    >>> six.factors, six.check.valid, six.box_array().shape
    ('2x3', True, (46656, 12))
    """)


@declared("hoffman.slice")
class HoffmanSlice(Result):
    """What :func:`slice` returns: the boxes of a 4D-8D product packing that meet one 3D slice, with
    their sections (the page's 6D view draws these)."""

    __slots__ = ()


slice = make_verb("hoffman.slice", HoffmanSlice, module=__name__, convert={"lengths": _LENGTHS},
    raises={"ValueError": "a dimension other than 4, 6 or 8, a bad factorisation, packing index or "
                          "``at`` (``at: ...``)"},
    example="""
    >>> import cubeworks
    >>> r = cubeworks.hoffman.slice(dim=6, at="100,200,300")
    >>> r.count, r.side
    (216, 447)
    """)
slice_packing = slice  # the same function, under a name that `import *` may bring in


# --- layers ---


@declared("hoffman.layers")
class HoffmanLayers(_Grid):
    """What :func:`layers` returns: the building blocks of the layered search for the lengths."""

    __slots__ = ()


layers = make_verb("hoffman.layers", HoffmanLayers, module=__name__, convert={"lengths": _LENGTHS},
    raises={"ValueError": "a bad dim or lengths"},
    example="""
    >>> import cubeworks
    >>> cubeworks.hoffman.layers(dim=3)
    HoffmanLayers(dim=3, rows=48, layers=624)
    """)


# --- search_first ---


@declared("hoffman.search")
class HoffmanSearch(_Grid):
    """What :func:`search_first` returns: the first packing found (and its picture), or why none.

    The clause-learning solver (method ``cdcl``) reports ``conflicts``, ``variables`` and
    ``clauses``; backtracking (``dfs``) reports ``nodes`` and ``deepest``; properties of the
    other method are None.
    """

    __slots__ = ()

    @property
    def packings(self) -> list[dict] | None:
        """cdcl: every packing found, each new up to the symmetries: dicts with ``grid``,
        ``canonical``, ``stabilizer``, ``construction_class``, ``construction_distance``,
        ``sliced_family`` (4D), ``dual_valid``, ``self_dual``, ``seconds``, ``conflicts``."""
        packings = self._document.get("packings")
        return None if packings is None else [dict(p) for p in packings]


search_first = make_verb("hoffman.search", HoffmanSearch, module=__name__, name="search_first", command="hoffman search --first", convert={"lengths": _LENGTHS},
    returns='``svg()`` draws the packing found.',
    raises={"ValueError": "a bad dim, lengths or invariant", "KeyboardInterrupt": "Ctrl-C, within a fraction of a second"},
    example="""
    >>> import cubeworks
    >>> r = cubeworks.hoffman.search_first(dim=3)
    >>> r.found, r.method, cubeworks.hoffman.check(r.grid).valid
    (True, 'cdcl', True)
    """)


# --- symmetries ---


@declared("hoffman.symmetries")
class HoffmanSymmetries(_Grid):
    """What :func:`symmetries` returns: one row per conjugacy class of symmetries of the n-cube."""

    __slots__ = ()


symmetries = make_verb("hoffman.symmetries", HoffmanSymmetries, module=__name__, convert={"lengths": _LENGTHS},
    raises={"ValueError": "a bad dim or lengths", "KeyboardInterrupt": "Ctrl-C"},
    example="""
    >>> import cubeworks
    >>> r = cubeworks.hoffman.symmetries(dim=2)
    >>> r
    HoffmanSymmetries(dim=2, found=3, none=2, unknown=0)
    >>> [c.symmetry for c in r.classes if c.result == "found"]
    ['01:00', '01:11', '10:01']
    """)


@declared("hoffman.conquer")
class HoffmanConquer(_Grid):
    """What :func:`conquer` returns: the cubes settled and open, and the packings found in them."""

    __slots__ = ()

    @property
    def packings(self) -> list[str]:
        """One packing per cube that holds one, as grid texts, by cube (each verified by the exact checker)."""
        return [p["grid"] for p in self._document["packings"]]


conquer = make_verb("hoffman.conquer", HoffmanConquer, module=__name__, convert={"lengths": _LENGTHS},
    raises={"ValueError": "a bad dim, lengths or depth (``depth: the cube depth must be 0 to 26, not 30``)",
            "KeyboardInterrupt": "Ctrl-C (the checkpoint, if any, is saved first)"},
    example="""
    >>> import cubeworks
    >>> r = cubeworks.hoffman.conquer(dim=3, depth=2)
    >>> r.cubes, r.refuted + r.with_packing, r.settled
    (36, 36, True)
    >>> c = cubeworks.hoffman.conquer(dim=3, depth=2, count=True)
    >>> c.packing_count * 6, c.orbit_count  # cell 0 fixed: times 3! for every 3D packing
    (1008, 21)
    """)


@declared("hoffman.approx_count")
class HoffmanApproxCount(_Grid):
    """What :func:`approx_count` returns: the estimate and its guarantee."""

    __slots__ = ()

    @property
    def interval(self) -> tuple[float, float]:
        """[estimate / (1 + epsilon), estimate * (1 + epsilon)]."""
        lo, hi = self._document["interval"]
        return (float(lo), float(hi))

    def _summary(self) -> str:
        return f"dim={self.dim}, estimate={self.estimate:g}, exact={self.exact}, complete={self.complete}"


approx_count = make_verb("hoffman.approx_count", HoffmanApproxCount, module=__name__, convert={"lengths": _LENGTHS},
    raises={"ValueError": "a bad dim, lengths, epsilon or delta (``delta: the failure probability delta must lie "
                          "strictly between 0 and 1, not 1``)", "KeyboardInterrupt": "Ctrl-C"},
    example="""
    >>> import cubeworks
    >>> cubeworks.hoffman.approx_count(dim=2).estimate
    2.0
    """)


# The names of an earlier release.
(EnumerateResult, CheckResult, ConstructResult, LayersResult, SearchFirstResult, SymmetriesResult,
 ConquerResult, ApproxCountResult) = (
    HoffmanEnumerate, HoffmanCheck, HoffmanConstruct, HoffmanLayers, HoffmanSearch, HoffmanSymmetries,
    HoffmanConquer, HoffmanApproxCount)

__all__ = public_names(globals())
