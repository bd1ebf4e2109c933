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
from typing import Callable, NamedTuple, Optional, Sequence, Union

from . import _cubeworks
from ._cubeworks import ProgressUpdate
from ._result import Figure, Result

__all__ = [
    "enumerate",
    "check",
    "construct",
    "layers",
    "search_first",
    "symmetries",
    "conquer",
    "approx_count",
    "EnumerateResult",
    "CheckResult",
    "ConstructResult",
    "LayersResult",
    "SearchFirstResult",
    "SymmetriesResult",
    "ConquerResult",
    "ApproxCountResult",
    "PackingClass",
    "ClassCounts",
    "Duality",
    "SymmetryClass",
]

Lengths = Union[str, Sequence[int], None]
Progress = Optional[Callable[[ProgressUpdate], None]]


def _lengths_text(lengths: Lengths) -> str:
    """None -> "" (the defaults), [10, 11, 12] -> "10,11,12", a text unchanged."""
    if lengths is None:
        return ""
    if isinstance(lengths, str):
        return lengths
    return ",".join(str(operator.index(length)) for length in lengths)


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


class ClassCounts(NamedTuple):
    """How many grids of one kind (real packings, or pseudo-solutions) there are."""

    raw: int  # every grid
    classes: int  # up to the 2^n n! symmetries of the cube
    rotation_classes: int  # up to the rotations only


class Duality(NamedTuple):
    """The real classes under duality (the grid with every box's lengths reversed)."""

    self_dual: int
    dual_valid: int  # the dual is another real class
    dual_pseudo: int  # the dual is a pseudo-solution
    dual_invalid: int
    classes_up_to_duality: int


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


class EnumerateResult(_Grid):
    """What :func:`enumerate` returns: every packing and pseudo-solution, classified.

    ``classes`` lists the real classes, then the pseudo-solutions, in the order of the
    pictures: ``svg(i) == classes[i].svg()``; Jupyter shows the first class.
    """

    __slots__ = ()

    @property
    def side(self) -> int:
        """The side of the cube, a+b+... ."""
        return int(self._document["side"])

    @property
    def side_condition(self) -> bool:
        """Whether (n+1)*a > a+b+... holds, so that the grid model covers every packing."""
        return bool(self._document["side_condition"])

    @property
    def orientation_codes(self) -> str:
        """The meaning of the codes of a grid, e.g. ``0=abc 1=acb ...`` (lengths along x, y, z)."""
        return str(self._document["orientation_codes"])

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

    @property
    def duality(self) -> Duality:
        """The real classes by what their duals are."""
        d = self._document["duality"]
        return Duality(d["self_dual"], d["dual_valid"], d["dual_pseudo"], d["dual_invalid"], d["classes_up_to_duality"])

    @property
    def nodes(self) -> int:
        """The nodes of the exhaustive search."""
        return int(self._document["nodes"])

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


def enumerate(dim: int = 3, lengths: Lengths = None, *, ignore_side_condition: bool = False) -> EnumerateResult:
    """Every packing and pseudo-solution in 2D or 3D, classified (``cubeworks hoffman enumerate``).

    Args:
        dim: 2 or 3 (4D is far too large: see :func:`search_first`).
        lengths: the box lengths a < b < c; None: 10,11 in 2D, 10,11,12 in 3D.
        ignore_side_condition: accept lengths with (n+1)*a <= a+b+...: the grid model outside
            the range where it covers every packing.

    Returns:
        An EnumerateResult: counts raw, up to symmetry and up to rotation, each class's
        canonical grid and picture, and the duality between real classes.

    Raises:
        ValueError: a bad dim or lengths (``dim: unsupported dimension 5: ...``,
            ``lengths: 2 values but dimension 3 needs 3``).

    Example:
        >>> import cubeworks
        >>> r = cubeworks.hoffman.enumerate(dim=2)
        >>> r
        EnumerateResult(dim=2, lengths=(10, 11), real=1, pseudo=0)
        >>> r.classes[0].grid, r.classes[0].dual
        ('01,10', 'self-dual')
        >>> r.svg(0).startswith("<svg")
        True
    """
    answer = _cubeworks.hoffman.enumerate(dim, _lengths_text(lengths), ignore_side_condition=ignore_side_condition)
    return EnumerateResult._from_answer(answer)


# --- check ---


class CheckResult(_Grid):
    """What :func:`check` returns: the exact checker's verdict on one grid, and its picture."""

    __slots__ = ()

    @property
    def grid(self) -> str:
        """The grid checked, as text."""
        return str(self._document["grid"])

    @property
    def valid(self) -> bool:
        """Whether the grid is a packing: every line fits, every box inside, no two overlap."""
        return bool(self._document["valid"])

    @property
    def verdict(self) -> str:
        """``valid packing``, ``pseudo-solution`` (lines fit, boxes overlap) or ``not a packing``."""
        return str(self._document["verdict"])

    @property
    def lines_ok(self) -> bool:
        """Whether every line of cells holds each length once."""
        return bool(self._document["lines_ok"])

    @property
    def contained(self) -> bool:
        """Whether every box lies inside the cube."""
        return bool(self._document["contained"])

    @property
    def overlapping_pairs(self) -> int:
        """How many pairs of boxes overlap."""
        return int(self._document["overlapping_pairs"])

    @property
    def overlap(self) -> tuple[str, str] | None:
        """The first overlapping pair of cells, or None."""
        pair = self._document.get("overlap")
        return (pair[0], pair[1]) if pair else None

    @property
    def canonical(self) -> str | None:
        """The canonical form of the grid (the least image under the symmetries), when its lines fit."""
        return self._document.get("canonical")

    def _summary(self) -> str:
        return f"grid={self.grid!r}, verdict={self.verdict!r}"


def check(grid: str, lengths: Lengths = None, *, ignore_side_condition: bool = False) -> CheckResult:
    """Checks a grid with the exact geometric checker (``cubeworks hoffman check GRID``).

    A grid that is not a packing is a result (``valid`` False), not an error.

    Args:
        grid: one orientation code per cell (0-9, A-N), x fastest, rows ``,`` layers ``/``
            blocks ``|``; its shape gives the dimension.
        lengths: the box lengths; None: the defaults of the grid's dimension.
        ignore_side_condition: accept lengths with (n+1)*a <= a+b+... .

    Returns:
        A CheckResult with the verdict, the first overlapping pair and the picture (``svg()``).

    Raises:
        ValueError: a malformed grid (``grid: malformed grid: 'x' is not an orientation code
            ...``) or bad lengths.

    Example:
        >>> import cubeworks
        >>> cubeworks.hoffman.check("01,10")
        CheckResult(grid='01,10', verdict='valid packing')
        >>> cubeworks.hoffman.check("00,00").valid
        False
    """
    answer = _cubeworks.hoffman.check(grid, _lengths_text(lengths), ignore_side_condition=ignore_side_condition)
    return CheckResult._from_answer(answer)


# --- construct ---


class ConstructResult(_Grid):
    """What :func:`construct` returns: a packing built without search, verified, and its picture."""

    __slots__ = ()

    @property
    def grid(self) -> str:
        """The packing, as grid text."""
        return str(self._document["grid"])

    @property
    def valid(self) -> bool:
        """Always True: the construction is verified by the exact checker."""
        return bool(self._document["valid"])

    @property
    def layers(self) -> list[str]:
        """4D: the grid's four 3D blocks w = 0..3; 2D: empty."""
        return list(self._document["layers"])

    @property
    def coincidences(self) -> list[str]:
        """Sums of lengths that coincide for these lengths (none for the defaults)."""
        return list(self._document["coincidences"])

    @property
    def variant(self) -> int | None:
        """The variant built (4D: which of the 16 super-boxes mirror their pinwheels; 2D: 1 =
        mirrored); None for a sliced construction (``slabs``)."""
        v = self._document["variant"]
        return None if v is None else int(v)

    @property
    def slabs(self) -> list[int] | None:
        """4D: the slab tilings of a sliced construction, as given; None for a variant."""
        s = self._document.get("slabs")
        return None if s is None else [int(x) for x in s]

    @property
    def pairing(self) -> int:
        """4D: how the lengths pair up: 0 {a,b},{c,d}; 1 {a,c},{b,d}; 2 {a,d},{b,c}."""
        return int(self._document["pairing"])

    @property
    def packings_at_least(self) -> int | None:
        """4D: how many distinct packings the sliced constructions are (3 * 60^17), a lower bound on
        the number of 4D packings; None in 2D."""
        family = self._document.get("family")
        return None if family is None else int(family["packings_at_least"])

    def _summary(self) -> str:
        return f"dim={self.dim}, variant={self.variant}, pairing={self.pairing}"


def construct(dim: int = 4, variant: int | None = None, pairing: int = 0, *, lengths: Lengths = None,
              slabs: Sequence[int] | None = None) -> ConstructResult:
    """A packing built without search: the 2D pinwheel or 4D nested pinwheels (``cubeworks hoffman construct``).

    Args:
        dim: 2 or 4.
        variant: 4D: 0 .. 2^32-1, one bit per super-box mirroring its inner pinwheels; 2D: 0 or
            1 (the mirror pinwheel); None: 0, the base construction.
        pairing: 4D: 0 pairs the lengths {a,b},{c,d}; 1 {a,c},{b,d}; 2 {a,d},{b,c}.
        lengths: the box lengths; None: the defaults of the dimension.
        slabs: 4D: a sliced construction instead of a variant: 17 slab tilings, each 0 to 59,
            the arrangement's and then super-boxes 0 to 15 (``--slabs``).

    Returns:
        A ConstructResult with the grid (4D: also its four 3D blocks) and the picture (``svg()``).

    Raises:
        ValueError: ``dim: no construction for dimension 3: ...``, a variant out of range,
            ``pairing: pairing 3 is not 0, 1 or 2``.

    Example:
        >>> import cubeworks
        >>> r = cubeworks.hoffman.construct(dim=2)
        >>> r.grid, r.valid
        ('01,10', True)
        >>> len(cubeworks.hoffman.construct(dim=4, variant=5, pairing=1).layers)
        4
    """
    variant_text = "" if variant is None else variant if isinstance(variant, str) else str(operator.index(variant))
    slabs_text = "" if slabs is None else ",".join(str(operator.index(s)) for s in slabs)
    answer = _cubeworks.hoffman.construct(dim, variant_text, pairing, lengths=_lengths_text(lengths), slabs=slabs_text)
    return ConstructResult._from_answer(answer)


# --- layers ---


class LayersResult(_Grid):
    """What :func:`layers` returns: the building blocks of the layered search for the lengths."""

    __slots__ = ()

    @property
    def rows(self) -> int:
        """Rows of n cells with their x and y lengths known."""
        return int(self._document["rows"])

    @property
    def rows_all_orientations(self) -> int:
        """Rows with full orientations."""
        return int(self._document["rows_all_orientations"])

    @property
    def layers(self) -> int:
        """n x n layers whose x-y footprints are disjoint."""
        return int(self._document["layers"])

    @property
    def layers_all_orientations(self) -> int:
        """n x n layers with full orientations."""
        return int(self._document["layers_all_orientations"])

    @property
    def footprints_forced(self) -> bool:
        """Whether every x-y layer of a packing must have disjoint footprints (the lengths are close)."""
        return bool(self._document["footprints_forced"])

    @property
    def coincidences(self) -> list[str]:
        """Sums of lengths that coincide for these lengths."""
        return list(self._document["coincidences"])

    @property
    def layer_nodes(self) -> int:
        """The nodes of the search that counted the layers."""
        return int(self._document["layer_nodes"])

    def _summary(self) -> str:
        return f"dim={self.dim}, rows={self.rows}, layers={self.layers}"


def layers(dim: int = 4, lengths: Lengths = None) -> LayersResult:
    """Rows and n x n layers of the layered search; length coincidences (``cubeworks hoffman layers``).

    4D takes some seconds (the GIL is released, but the count does not stop at Ctrl-C).

    Args:
        dim: 2, 3 or 4.
        lengths: the box lengths; None: the defaults of the dimension.

    Returns:
        A LayersResult with the counts.

    Raises:
        ValueError: a bad dim or lengths.

    Example:
        >>> import cubeworks
        >>> cubeworks.hoffman.layers(dim=3)
        LayersResult(dim=3, rows=48, layers=624)
    """
    return LayersResult._from_answer(_cubeworks.hoffman.layers(dim, _lengths_text(lengths)))


# --- search_first ---


class SearchFirstResult(_Grid):
    """What :func:`search_first` returns: the first packing found (and its picture), or why none.

    The clause-learning solver (method ``cdcl``) reports ``conflicts``, ``variables`` and
    ``clauses``; backtracking (``dfs``) reports ``nodes`` and ``deepest``; properties of the
    other method are None.
    """

    __slots__ = ()

    @property
    def method(self) -> str:
        """``cdcl`` or ``dfs``."""
        return str(self._document["method"])

    @property
    def order(self) -> str:
        """The cell order of dfs (``dynamic``, ``lex``, ...); ``none`` for cdcl."""
        return str(self._document["order"])

    @property
    def symmetric(self) -> bool:
        """Whether only packings symmetric under the central reflection were searched."""
        return bool(self._document["symmetric"])

    @property
    def invariant(self) -> list[str]:
        """The symmetries PERM:FLIPS the packings searched are invariant under (empty: every grid)."""
        return list(self._document["invariant"])

    @property
    def found(self) -> bool:
        """Whether a packing was found (within the time limit)."""
        return bool(self._document["found"])

    @property
    def exhausted(self) -> bool | None:
        """Whether the search proved that no packing exists in its space (None where dfs cannot say)."""
        return self._document.get("exhausted")

    @property
    def grid(self) -> str | None:
        """The packing found, verified by the exact checker, or None."""
        return self._document.get("grid")

    @property
    def canonical(self) -> str | None:
        """cdcl: the canonical form of the packing found."""
        return self._document.get("canonical")

    @property
    def stabilizer(self) -> int | None:
        """cdcl: how many symmetries fix the packing found."""
        return self._document.get("stabilizer")

    @property
    def construction_class(self) -> bool | None:
        """cdcl in 4D: whether the packing is an image of a variant of the nested construction."""
        return self._document.get("construction_class")

    @property
    def sliced_family(self) -> bool | None:
        """cdcl in 4D: whether the packing is an image of a sliced construction (the super-boxes of
        the nested construction and their arrangement tiled by slabs: 3 * 60^17 grids, the
        variants among them)."""
        return self._document.get("sliced_family")

    @property
    def packings(self) -> list[dict] | None:
        """cdcl: every packing found, each new up to the symmetries: dicts with ``grid``,
        ``canonical``, ``stabilizer``, ``construction_class``, ``construction_distance``,
        ``sliced_family`` (4D), ``dual_valid``, ``self_dual``, ``seconds``, ``conflicts``."""
        packings = self._document.get("packings")
        return None if packings is None else [dict(p) for p in packings]

    @property
    def seconds(self) -> float:
        """The time the search took."""
        return float(self._document["seconds"])

    @property
    def conflicts(self) -> int | None:
        """cdcl: the solver's conflicts."""
        return self._document.get("conflicts")

    @property
    def variables(self) -> int | None:
        """cdcl: the variables of the CNF."""
        return self._document.get("variables")

    @property
    def clauses(self) -> int | None:
        """cdcl: the clauses of the CNF."""
        return self._document.get("clauses")

    @property
    def nodes(self) -> int | None:
        """dfs: the search nodes."""
        return self._document.get("nodes")

    @property
    def deepest(self) -> int | None:
        """dfs: the deepest cell reached."""
        return self._document.get("deepest")

    def _summary(self) -> str:
        return f"dim={self.dim}, method={self.method!r}, found={self.found}"


def search_first(
    dim: int = 4,
    lengths: Lengths = None,
    *,
    invariant: str | Sequence[str] | None = None,
    method: str | None = None,
    order: str | None = None,
    symmetric: bool = False,
    restarts: int = 0,
    time_limit: float = 60.0,
    seed: int = 1,
    start: str | None = None,
    count_limit: int = 1,
    progress: Progress = None,
) -> SearchFirstResult:
    """Searches for the first packing (``cubeworks hoffman search --first``).

    Args:
        dim: 2, 3 or 4.
        lengths: the box lengths; None: the defaults of the dimension.
        invariant: only packings invariant under these symmetries, each ``PERM:FLIPS`` (axis d
            goes to PERM[d], reflected if FLIPS[d] = 1), e.g. ``"2301:0011"`` or a list of them;
            ``"none"``: every grid; None: the engine's default (cdcl in 4D: ``0123:1100``, the
            half-turn in the x-y plane; otherwise every grid).
        method: ``"cdcl"`` (the clause-learning solver) or ``"dfs"`` (backtracking); None:
            cdcl, or dfs when an order is given.
        order: dfs's cell order: ``"dynamic"`` (the default), ``"lex"``, ``"wave"``, ``"shells"``.
        symmetric: dfs, dynamic order: only packings symmetric under the central reflection.
        restarts: dfs, dynamic order: randomized restarts, the first after this many nodes.
        time_limit: seconds before giving up (the result then has ``found`` False).
        seed: cdcl, every 4D grid: which construction variant to start next to, and the
            solver's variable order.
        start: cdcl, every 4D grid: ``"construction"`` (the default: next to a variant of the
            nested construction, its orbit excluded) or ``"none"`` (from scratch).
        count_limit: cdcl: find this many packings, each new up to the symmetries (``packings``).
        progress: called a few times a second with a ProgressUpdate; None: nothing.

    Returns:
        A SearchFirstResult: the packing found with its picture (``svg()``), or found False.

    Raises:
        ValueError: bad dim, lengths, invariant, method or order
            (``method: 'foo' is not a search method (cdcl or dfs)``).
        KeyboardInterrupt: Ctrl-C, within a fraction of a second.

    Example:
        >>> import cubeworks
        >>> r = cubeworks.hoffman.search_first(dim=3)
        >>> r.found, r.method, cubeworks.hoffman.check(r.grid).valid
        (True, 'cdcl', True)
    """
    invariants = [] if invariant is None else [invariant] if isinstance(invariant, str) else list(invariant)
    answer = _cubeworks.hoffman.search_first(
        dim, _lengths_text(lengths), invariant=invariants, method=method or "", order=order or "",
        symmetric=symmetric, restarts=restarts, time_limit=time_limit, seed=seed, start=start or "",
        count_limit=count_limit, progress=progress)
    return SearchFirstResult._from_answer(answer)


# --- symmetries ---


class SymmetryClass(NamedTuple):
    """One row of :func:`symmetries`: a conjugacy class of symmetries and whether a packing has one."""

    symmetry: str  # its representative, PERM:FLIPS
    class_size: int  # the symmetries in the class
    order: int  # the order of each
    rotation: bool  # whether it is a rotation (no reflection)
    result: str  # "found", "none" (proved) or "unknown" (out of time)
    seconds: float
    conflicts: int  # the solver's conflicts
    grid: Optional[str]  # "found": a packing invariant under the representative
    stabilizer: Optional[int]  # "found": the order of that packing's symmetry group
    witness: Optional[str] = None  # where the packing is not the solver's answer for the class itself
    count: Optional[dict] = None  # with count_time: {packings, orbits, exact, seconds} invariant under it


class SymmetriesResult(_Grid):
    """What :func:`symmetries` returns: one row per conjugacy class of symmetries of the n-cube."""

    __slots__ = ()

    @property
    def time_limit(self) -> float:
        """The seconds allowed per class."""
        return float(self._document["time_limit"])

    @property
    def classes(self) -> list[SymmetryClass]:
        """The classes, as the report lists them."""
        return [SymmetryClass(c["symmetry"], c["class_size"], c["order"], c["rotation"], c["result"], c["seconds"],
                              c["conflicts"], c.get("grid"), c.get("stabilizer"), c.get("witness"), c.get("count"))
                for c in self._document["classes"]]

    @property
    def found(self) -> int:
        """Classes with a packing."""
        return int(self._document["found"])

    @property
    def none(self) -> int:
        """Classes proved to have no packing."""
        return int(self._document["none"])

    @property
    def unknown(self) -> int:
        """Classes left undecided at the time limit."""
        return int(self._document["unknown"])

    def _summary(self) -> str:
        return f"dim={self.dim}, found={self.found}, none={self.none}, unknown={self.unknown}"


def symmetries(dim: int = 4, lengths: Lengths = None, *, time_limit: float = 30.0, count_time: float = 0.0,
               count_classes: Sequence[str] = (), progress: Progress = None) -> SymmetriesResult:
    """For every conjugacy class of symmetries: is some packing invariant under it? (``cubeworks hoffman symmetries``).

    Each class is one run of the clause-learning solver: a verified witness, a proof that
    none exists, or "unknown" after ``time_limit`` seconds. 4D takes minutes.

    Args:
        dim: 2, 3 or 4.
        lengths: the box lengths; None: the defaults of the dimension.
        time_limit: seconds per class before answering "unknown"; > 0.
        count_time: > 0: also count the packings invariant under each class with a packing, this
            many seconds per class (each class's ``count``: exact when exhausted, else a lower bound).
        count_classes: with count_time, count only these classes (their representatives PERM:FLIPS).
        progress: called a few times a second with a ProgressUpdate; None: nothing.

    Returns:
        A SymmetriesResult with one SymmetryClass per class and the tallies.

    Raises:
        ValueError: bad dim or lengths, ``time_limit: the time limit must be positive, not 0``.
        KeyboardInterrupt: Ctrl-C.

    Example:
        >>> import cubeworks
        >>> r = cubeworks.hoffman.symmetries(dim=2)
        >>> r
        SymmetriesResult(dim=2, found=3, none=2, unknown=0)
        >>> [c.symmetry for c in r.classes if c.result == "found"]
        ['01:00', '01:11', '10:01']
    """
    answer = _cubeworks.hoffman.symmetries(dim, _lengths_text(lengths), time_limit=time_limit, count_time=count_time,
                                           count_classes=list(count_classes), progress=progress)
    return SymmetriesResult._from_answer(answer)


class ConquerResult(_Grid):
    """What :func:`conquer` returns: the cubes settled and open, and the packings found in them."""

    __slots__ = ()

    @property
    def cubes(self) -> int:
        """Cubes in all: (n!)^depth."""
        return int(self._document["cubes"])

    @property
    def refuted(self) -> int:
        """Cubes proved to hold no packing."""
        return int(self._document["refuted"])

    @property
    def with_packing(self) -> int:
        """Cubes in which a packing was found (one each)."""
        return int(self._document["with_packing"])

    @property
    def open(self) -> int:
        """Cubes the conflict budget did not settle (a larger one retries them)."""
        return int(self._document["open"])

    @property
    def untried(self) -> int:
        """Cubes not yet tried (a time limit ended the run)."""
        return int(self._document["untried"])

    @property
    def settled(self) -> bool:
        """Every cube refuted or with a packing."""
        return bool(self._document["settled"])

    @property
    def packings(self) -> list[str]:
        """One packing per cube that holds one, as grid texts, by cube (each verified by the exact checker)."""
        return [p["grid"] for p in self._document["packings"]]

    @property
    def packing_count(self) -> Optional[int]:
        """Counting runs: the packings of the space (exact when :attr:`settled`, else a lower bound); else None."""
        value = self._document.get("packing_count")
        return None if value is None else int(value)

    @property
    def orbit_count(self) -> Optional[int]:
        """Counting runs: their classes under the 2^n n! symmetries (exact when :attr:`settled`); else None."""
        value = self._document.get("orbit_count")
        return None if value is None else int(value)

    def _summary(self) -> str:
        counted = "" if self.packing_count is None else f", packing_count={self.packing_count}, orbit_count={self.orbit_count}"
        return (f"dim={self.dim}, cubes={self.cubes}, refuted={self.refuted}, with_packing={self.with_packing}, "
                f"open={self.open}, untried={self.untried}{counted}")


def conquer(dim: int = 4, lengths: Lengths = None, *, invariant: Sequence[str] = (), depth: int = 2,
            cube_conflicts: int = 10000, batch: int = 0, time_limit: float = 0.0, checkpoint: str = "",
            count: bool = False, sample: int = 0, seed: int = 1, progress: Progress = None) -> ConquerResult:
    """Cube-and-conquer over every grid with cell 0 fixed, or the ``invariant`` ones (``cubeworks hoffman conquer``).

    The orientations of the first ``depth`` cells after cell 0 make (n!)^depth cubes; each is one
    solver call under assumptions with ``cube_conflicts`` conflicts: refuted, a packing
    (verified), or open. The same call with a larger budget and the same ``checkpoint`` retries
    the open cubes. Dimension 5 is allowed here. With ``count`` every packing of each cube is
    enumerated, so the sums are the space's exact count once every cube is settled (dimension 4
    at most).

    Args:
        dim: 2, 3, 4 or 5.
        lengths: the box lengths; None: the defaults of the dimension.
        invariant: symmetries PERM:FLIPS the grids must be invariant under; empty: every grid.
        depth: cells whose orientations make the cubes.
        cube_conflicts: the budget per cube; > 0.
        batch: cubes per copy of the formula; 0: n!.
        time_limit: seconds for this call; 0: none.
        checkpoint: a file to resume from and save to; "": none.
        count: count every packing of each cube and their orbits (:attr:`ConquerResult.packing_count`).
        sample: try only a uniform random sample of so many cubes (0: every cube); with ``count`` the
            document's ``estimate`` scales the sample's counts to the space.
        seed: the sample.
        progress: called a few times a second with a ProgressUpdate; None: nothing.

    Raises:
        ValueError: bad dim, lengths, depth or budget (``depth: the cube depth must be 0 to 26, not 30``).
        KeyboardInterrupt: Ctrl-C (the checkpoint, if any, is saved first).

    Example:
        >>> import cubeworks
        >>> r = cubeworks.hoffman.conquer(dim=3, depth=2)
        >>> r.cubes, r.refuted + r.with_packing, r.settled
        (36, 36, True)
        >>> c = cubeworks.hoffman.conquer(dim=3, depth=2, count=True)
        >>> c.packing_count * 6, c.orbit_count  # cell 0 fixed: times 3! for every 3D packing
        (1008, 21)
    """
    answer = _cubeworks.hoffman.conquer(dim, _lengths_text(lengths), invariant=list(invariant), depth=depth,
                                        cube_conflicts=cube_conflicts, batch=batch, time_limit=time_limit,
                                        checkpoint=checkpoint, count=count, sample=sample, seed=seed,
                                        progress=progress)
    return ConquerResult._from_answer(answer)


class ApproxCountResult(_Grid):
    """What :func:`approx_count` returns: the estimate and its guarantee."""

    __slots__ = ()

    @property
    def estimate(self) -> float:
        """Packings of the space (raw), exact when :attr:`exact`."""
        return float(self._document["estimate"])

    @property
    def exact(self) -> bool:
        """Fewer packings than the threshold: counted one by one."""
        return bool(self._document["exact"])

    @property
    def complete(self) -> bool:
        """Every planned hash ran, so the (epsilon, delta) guarantee holds."""
        return bool(self._document["complete"])

    @property
    def interval(self) -> tuple[float, float]:
        """[estimate / (1 + epsilon), estimate * (1 + epsilon)]."""
        lo, hi = self._document["interval"]
        return (float(lo), float(hi))

    def _summary(self) -> str:
        return f"dim={self.dim}, estimate={self.estimate:g}, exact={self.exact}, complete={self.complete}"


def approx_count(dim: int = 3, lengths: Lengths = None, *, invariant: Sequence[str] = (), epsilon: float = 0.8,
                 delta: float = 0.2, seed: int = 1, time_limit: float = 0.0, checkpoint: str = "",
                 progress: Progress = None) -> ApproxCountResult:
    """How many packings a space holds, estimated by hashing with CryptoMiniSat (``cubeworks hoffman approx-count``).

    Within a factor 1 + ``epsilon`` of the truth with probability at least 1 - ``delta``;
    exact when the space holds fewer packings than the threshold (72 for epsilon 0.8).

    Args:
        dim: 2, 3 or 4.
        lengths: the box lengths; None: the defaults of the dimension.
        invariant: symmetries PERM:FLIPS; empty: every grid.
        epsilon: the tolerance, > 0.
        delta: the failure probability, 0 < delta < 1.
        seed: the hashes' random seed.
        time_limit: seconds; 0: none (stopped early: fewer hashes, a weaker guarantee).
        checkpoint: a file of the hashes done, to resume from; "": none.
        progress: called a few times a second with a ProgressUpdate; None: nothing.

    Raises:
        ValueError: bad input (``delta: the failure probability delta must lie strictly between 0 and 1, not 1``).
        KeyboardInterrupt: Ctrl-C.

    Example:
        >>> import cubeworks
        >>> cubeworks.hoffman.approx_count(dim=2).estimate
        2.0
    """
    answer = _cubeworks.hoffman.approx_count(dim, _lengths_text(lengths), invariant=list(invariant), epsilon=epsilon,
                                             delta=delta, seed=seed, time_limit=time_limit, checkpoint=checkpoint,
                                             progress=progress)
    return ApproxCountResult._from_answer(answer)
