"""MacMahon's coloured cubes: the families of n-coloured cubes, Conway's 30 named cubes and the
2x2x2 target puzzle (build a target cube, twice the size, from 8 of the 30 cubes).

Each function runs the same code as the command ``cubeworks macmahon VERB`` and returns a
result whose ``to_dict()`` is the document ``cubeworks macmahon VERB --json`` prints and whose
``str()`` is the readable report: :func:`cubes`, :func:`solve`, :func:`census`,
:func:`explain`, :func:`analyze`, :func:`multiset`, :func:`targets`, :func:`universal` and
:func:`sizes`. Cubes are named as in Conway's tableau
(``Ab`` .. ``Fe``) or given as six digits, faces up, down, front, back, left, right. The
definitions are in docs/model.md.

Example:
    >>> import cubeworks
    >>> cubeworks.macmahon.cubes().families[6]
    30
    >>> cubeworks.macmahon.solve("Ba", "row:A,col:b,-Ab", interior=True).solution_number
    2
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Callable, NamedTuple, Optional, Union

from ._result import Array, Result, as_array, declared, dense_array, public_names
from ._verbs import make_verb



# --- the public functions: made from the verbs' declarations (src/report/macmahon.hpp) --------


def _joined(name: str, value: Any) -> Any:
    """A list of cube-list items as the one comma-separated text the declaration takes; any
    other value as it is (the call refuses a wrong type, naming the parameter)."""
    if isinstance(value, Sequence) and not isinstance(value, (str, bytes, bytearray)):
        for item in value:
            if not isinstance(item, str):
                raise TypeError(f"{name}: expected text or a list of texts, got a list holding {type(item).__name__}")
        return ",".join(value)
    return value


# A cube list: one comma-separated text (the declaration's) or a list of its items.
_CUBE_LIST = (Union[str, Sequence[str]], lambda value: _joined("cubes", value))



@declared("macmahon.cubes")
class MacmahonCubes(Result):
    """What :func:`cubes` returns: one family's cubes, or the family sizes and the named cubes."""

    __slots__ = ()

    @property
    def cubes(self) -> list[str]:
        """The colourings listed (six digits, faces up, down, front, back, left, right): the
        family's canonical colourings, or in the overview the 30 named cubes' colourings."""
        if self.family is not None:
            return list(self._document["cubes"])
        return [c["colouring"] for c in self._document["cubes"]]

    @property
    def count(self) -> int:
        """How many cubes are listed."""
        return len(self._document["cubes"])

    @property
    def named(self) -> list[NamedCube] | None:
        """In the overview: the 30 named cubes, in Conway's order (Ab .. Fe); else None."""
        if self.family is not None:
            return None
        return [NamedCube._from_json(c) for c in self._document["cubes"]]

    def _summary(self) -> str:
        if self.family is None:
            return f"families={self.families!r}, named={self.count}"
        return f"family={self.family}, count={self.count}"


cubes = make_verb("macmahon.cubes", MacmahonCubes, module=__name__, doc="""
    Without ``family`` the overview: the size of each family and Conway's 30 named cubes with
    their mirror images and corner numbers.

    {args}

    {returns}

    Raises:
        TypeError: family is not an integer (``family: expected an integer, got str``).
        ValueError: family is not None or 2..6 (``family: must be between 2 and 6, not 7``).

    Example:
        >>> import cubeworks
        >>> r = cubeworks.macmahon.cubes(family=4)
        >>> r
        MacmahonCubes(family=4, count=68)
        >>> r.cubes[0]
        '111234'
        >>> cubeworks.macmahon.cubes().named[0].name
        'Ab'
    """)


# --- solve ------------------------------------------------------------------------------------


@declared("macmahon.solve")
class MacmahonSolve(Result):
    """What :func:`solve` returns: the solution number and every arrangement; ``svg()`` draws the first."""

    __slots__ = ()

    @property
    def arrangements(self) -> list[Arrangement]:
        """Every arrangement, each re-checked by the independent block checker."""
        return [Arrangement._from_json(a) for a in self._document["arrangements"]]

    def svg(self, index: int = 0) -> str:
        """The SVG drawing of the first arrangement (``cubeworks macmahon solve --svg FILE``).

        Raises RuntimeError when the solution number is 0 (there is nothing to draw), as the
        command line does.
        """
        if not self._figures:
            raise RuntimeError("no arrangement to draw: the solution number is 0")
        return super().svg(index)

    def _summary(self) -> str:
        cubes = ",".join(self.cubes)
        return (
            f"target={self.target!r}, cubes={cubes!r}, interior={self.interior}, "
            f"solution_number={self.solution_number}"
        )



@declared("macmahon.solve")
class MacmahonSolveLarge(Result):
    """What :func:`solve` returns with ``size=3``: whether the 3x3x3 block can be built, one
    arrangement (re-checked face by face) and the number of arrangements (exactly 27 cubes)."""

    __slots__ = ()

    @property
    def arrangements(self) -> int | None:
        """The number of arrangements (None when not counted: more than 27 cubes)."""
        n = self._document["arrangements"]
        return None if n is None else int(n)

    def _summary(self) -> str:
        return f"target={self._document['target']!r}, buildable={self.buildable}, arrangements={self.arrangements}"


solve = make_verb("macmahon.solve", Union[MacmahonSolve, MacmahonSolveLarge], module=__name__, convert={"cubes": _CUBE_LIST}, answer=lambda r, arguments: MacmahonSolveLarge(r._document, r._text, r._figures) if arguments.get("size") == 3 else r,
    returns='The second with ``size=3``. ``svg()`` draws the first arrangement (a RuntimeError when there is none).',
    doc="""
    {args}

    {returns}

    Raises:
        TypeError: an argument of the wrong type, naming the parameter (``cubes: expected
            text, got 5``).
        ValueError: a bad target or cube list, naming the parameter
            (``cubes: a collection has exactly 8 cubes, not 3``), a size other than 2 or 3.

    Example:
        >>> import cubeworks
        >>> r = cubeworks.macmahon.solve("Ba", ["Ac", "Ad", "Ae", "Af", "Cb", "Db", "Eb", "Fb"], interior=True)
        >>> r
        MacmahonSolve(target='Ba', cubes='Ac,Ad,Ae,Af,Cb,Db,Eb,Fb', interior=True, solution_number=2)
        >>> r.arrangements[0].cells[0]
        Cell(cell=0, position='down-front-left', cube='Af', rotation=17, up=6, front=2, colouring='652134')
        >>> r.svg().startswith("<svg")
        True
    """)


# --- census -----------------------------------------------------------------------------------



@declared("macmahon.census")
class MacmahonCensus(Result):
    """What :func:`census` returns: how many collections reach each solution number, beside the published row."""

    __slots__ = ()

    def _length(self) -> int:
        return 1 + max(self.distribution.keys() | self.published.keys())

    @property
    def distribution_array(self) -> Array:
        """:attr:`distribution` indexed by solution number (zeros between), as long as :attr:`published_array`."""
        return dense_array(self.distribution, self._length())

    @property
    def published_array(self) -> Array:
        """:attr:`published` indexed by solution number, as long as :attr:`distribution_array`."""
        return dense_array(self.published, self._length())

    @property
    def agrees(self) -> bool:
        """True when the computed distribution is the published row (no disagreements)."""
        return not self._document["disagreements"]

    def _summary(self) -> str:
        return (
            f"target={self.target!r}, collections_with_solution={self.collections_with_solution}, "
            f"disagreements={len(self._document['disagreements'])}"
        )


census = make_verb("macmahon.census", MacmahonCensus, module=__name__, doc="""
    Computed twice, by enumerating arrangements and by a permanent per collection, and set
    beside the published row, every disagreement listed.

    {args}

    {returns}

    Raises:
        ValueError: the target is not a MacMahon cube, naming the parameter
            (``target: 'Aa' is not a cube: the diagonal of Conway's tableau is empty``).

    Example:
        >>> import cubeworks
        >>> r = cubeworks.macmahon.census("Fe")
        >>> r.collections_with_solution
        133680
        >>> r.distribution[16]
        81
        >>> len(r.distribution_array), int(r.distribution_array[16])
        (17, 81)
        >>> r.agrees, r.disagreements[0].solution_number
        (False, 4)
    """)


# --- explain ----------------------------------------------------------------------------------




class TheoremRow(NamedTuple):
    """One case of the comparison over every target and collection (``explain(all=True)``)."""

    rule: str
    components: int | None
    tree_edges: int | None
    predicted: int | None
    counted: int
    pairs: int  # (target, collection) pairs in this case
    agree: bool
    example_target: str
    example_cubes: tuple[str, ...]


@declared("macmahon.explain")
class MacmahonExplain(Result):
    """What :func:`explain` returns: the corner graph of one collection with the theorems' prediction and
    the count, or (``all=True``) the theorems against the census for every target and collection."""

    __slots__ = ()

    @property
    def all(self) -> bool:
        """True for the comparison over every target and collection."""
        return "rows" in self._document

    @property
    def cubes(self) -> list[str]:
        """The collection's 8 cubes, in the order given (empty for the comparison)."""
        return list(self._document.get("cubes", []))

    @property
    def agree(self) -> bool:
        """The prediction equals the count (one collection), or every prediction does (the comparison)."""
        if self.all:
            return self._document["disagree"] == 0 and self._document["no_prediction"] == 0
        return self._document["agree"]

    @property
    def rows(self) -> list[TheoremRow]:
        """The comparison's cases (empty for one collection)."""
        return [
            TheoremRow(r["rule"], r["components"], r["tree_edges"], r["predicted"], r["counted"], r["pairs"],
                       r["agree"], r["example"]["target"], tuple(r["example"]["cubes"]))
            for r in self._document.get("rows", [])
        ]

    @property
    def disagreements(self) -> list[TheoremRow]:
        """The comparison's cases where a prediction differs from the count."""
        return [r for r in self.rows if r.predicted is not None and not r.agree]

    def _summary(self) -> str:
        if self.all:
            d = self._document
            return f"pairs={d['pairs']}, agree={d['agree']}, disagree={d['disagree']}, no_prediction={d['no_prediction']}"
        p = self.prediction
        return (
            f"target={self.target!r}, cubes={','.join(self.cubes)!r}, "
            f"predicted={p.solution_number if p else None}, solution_number={self.solution_number}"
        )


explain = make_verb("macmahon.explain", MacmahonExplain, module=__name__, convert={"cubes": _CUBE_LIST},
    returns='``svg()`` draws the corner graph on a cube (one collection only).',
    doc="""
    The components of the collection's corner graph, the solution number Theorems 5 and 6 of
    Johnson & Roldán 2024 predict and the one counted; with ``all=True`` the theorems against
    the census for every target and every one of its C(30,8) collections (a few seconds).

    {args}

    {returns}

    Raises:
        ValueError: a bad target or cube list, naming the parameter, or a target or cubes given
            with ``all`` (``all: every collection of every target is compared: ...``).

    Example:
        >>> import cubeworks
        >>> r = cubeworks.macmahon.explain("Ba", "row:A,col:b,-Ab")
        >>> r
        MacmahonExplain(target='Ba', cubes='Ac,Ad,Ae,Af,Cb,Db,Eb,Fb', predicted=16, solution_number=16)
        >>> [c.kind for c in r.components]
        ['cycle', 'cycle', 'cycle', 'cycle']
        >>> r.prediction.rule
        'theorem5_no_tree'
        >>> r.svg().startswith("<svg")
        True
    """)


# --- analyze ----------------------------------------------------------------------------------



class TargetCollections(NamedTuple):
    """One target as the set sees it (a row of ``cubeworks macmahon analyze --json``'s ``per_target``)."""

    target: str
    in_set: bool
    built: bool
    useless_cubes: tuple[str, ...]  # cubes of the set with no corner number in common with the target
    collection_count: int  # 8-subsets of the set that build it
    solution_numbers: dict[int, int]  # solution number -> 8-subsets
    collections: tuple[SetCollection, ...]  # the first 1000 of them


class SubsetRow(NamedTuple):
    """The j-subsets of the set: how many targets they build."""

    j: int
    subsets: int  # C(k, j)
    min: int
    max: int
    mean: float
    distribution: dict[int, int]  # number of targets -> j-subsets


@declared("macmahon.analyze")
class MacmahonAnalyze(Result):
    """What :func:`analyze` returns: the targets a set builds, by which 8-subsets, and by its subsets."""

    __slots__ = ()

    @property
    def per_target(self) -> list[TargetCollections]:
        """All 30 targets, in Conway's order."""
        return [
            TargetCollections(
                t["target"], t["in_set"], t["built"], tuple(t["useless_cubes"]), t["collection_count"],
                {n["solution_number"]: n["collections"] for n in t["solution_numbers"]},
                tuple(SetCollection._from_json(c) for c in t["collections"]))
            for t in self._document["per_target"]
        ]

    @property
    def sizes(self) -> list[SubsetRow] | None:
        """For j = 8..k the targets built by the j-subsets; None above 24 cubes."""
        rows = self._document["sizes"]
        if rows is None:
            return None
        return [
            SubsetRow(r["j"], r["subsets"], r["min"], r["max"], r["mean"],
                      {d["targets"]: d["subsets"] for d in r["distribution"]})
            for r in rows
        ]


analyze = make_verb("macmahon.analyze", MacmahonAnalyze, module=__name__, convert={"cubes": _CUBE_LIST},
    returns='``svg()`` draws a histogram per subset size (sets of up to 24 cubes).',
    doc="""
    The targets the set builds; per target the set's cubes that fit no corner, the 8-subsets
    that build it and their solution numbers; and for each size j = 8..k the distribution of
    the number of targets built over all j-subsets.

    {args}

    {returns}

    Raises:
        ValueError: a bad list, a cube of another family, a cube listed twice or fewer than 8
            cubes, naming the parameter (``cubes: a set to analyse has at least 8 different cubes, not 3``).

    Example:
        >>> import cubeworks
        >>> r = cubeworks.macmahon.analyze("universal:1")
        >>> r
        MacmahonAnalyze(size=12, target_count=30)
        >>> r.sizes[3].distribution
        {18: 12}
        >>> r.per_target[0].solution_numbers
        {2: 7, 8: 2}
    """)


# --- multisets --------------------------------------------------------------------------------



class MultisetRepresentative(NamedTuple):
    """One orbit of maximum multisets under colour renamings and mirror images."""

    copies: dict[str, int]
    text: str
    orbit_size: int


@declared("macmahon.multiset")
class MacmahonMultiset(Result):
    """What :func:`multiset` returns: the targets a multiset builds, or the largest building none."""

    __slots__ = ()

    @property
    def representatives(self) -> list[MultisetRepresentative] | None:
        """The search: one maximum multiset per orbit under renamings and mirror images."""
        reps = self._document.get("representatives")
        return None if reps is None else [MultisetRepresentative(dict(r["cubes"]), r["text"], r["orbit_size"])
                                          for r in reps]


multiset = make_verb("macmahon.multiset", MacmahonMultiset, module=__name__, convert={"cubes": _CUBE_LIST}, doc="""
    The targets a multiset builds, or, with ``max_infeasible``, the proven largest multiset
    from which no target can be built.

    {args}

    {returns}

    Raises:
        ValueError: a bad list, a repeat count outside 1..64, a cube of another family, an unknown
            variant, or neither cubes nor the search, naming the parameter.
        KeyboardInterrupt: Ctrl-C during the search.

    Example:
        >>> import cubeworks
        >>> cubeworks.macmahon.multiset("Fa,Fb,Fc*7,Fd*7,Fe*8").built[0].target
        'Fe'
        >>> cubeworks.macmahon.multiset(max_infeasible=True).size
        23
    """)


# --- targets ----------------------------------------------------------------------------------



@declared("macmahon.targets")
class MacmahonTargets(Result):
    """What :func:`targets` returns: how many targets each collection of 8 cubes can build."""

    __slots__ = ()

    @property
    def max_collections(self) -> list[MaxCollection] | None:
        """With ``list_max=True``: the collections reaching the maximum and their targets; else None."""
        listed = self._document["max_collections"]
        if not isinstance(listed, list):
            return None
        return [MaxCollection._from_json(m) for m in listed]


@declared("macmahon.targets")
class MacmahonTargetsLarge(Result):
    """What :func:`targets` returns with ``size=3``: per target, how many of the 4060 sets of 27
    different cubes build it as a 3x3x3 block."""

    __slots__ = ()

    @property
    def per_target(self) -> dict[str, int]:
        """Target -> how many of the 4060 sets of 27 different cubes build it."""
        return {r["target"]: r["sets"] for r in self._document["per_target"]}


targets = make_verb("macmahon.targets", Union[MacmahonTargets, MacmahonTargetsLarge], module=__name__, answer=lambda r, arguments: MacmahonTargetsLarge(r._document, r._text, r._figures) if arguments.get("size") == 3 else r,
    returns='The second with ``size=3``.',
    doc="""
    With ``list_max`` the document's ``max_collections`` is the list of the collections
    reaching the maximum instead of its length; writing ``db`` takes several seconds.

    {args}

    {returns}

    Raises:
        ValueError: a database that cannot be written, a size other than 2 or 3, size 3 with
            list_max or db.

    Example:
        >>> import cubeworks
        >>> r = cubeworks.macmahon.targets()
        >>> r
        MacmahonTargets(max=5, max_count=360)
        >>> r.distribution[0]
        2774940
        >>> len(r.distribution_array)
        6
    """)


# --- universal --------------------------------------------------------------------------------


@declared("macmahon.universal")
class MacmahonUniversal(Result):
    """What :func:`universal` returns: every universal set (one that builds all 30 targets) of one size."""

    __slots__ = ()

    @property
    def sets(self) -> list[tuple[str, ...]]:
        """The universal sets, each the names of its cubes in Conway's order."""
        return [tuple(s["cubes"]) if isinstance(s, dict) else tuple(s) for s in self._document["sets"]]

    @property
    def facts(self) -> list[UniversalFacts]:
        """With ``facts=True``: Haraguchi's facts checked on each of the 10 minimum universal sets."""
        return [
            UniversalFacts(r["set"], tuple(r["cubes"]), r["facts"]["in_set"], r["facts"]["outside"],
                           r["facts"]["eight"], r["facts"]["ten"], r["facts"]["eleven"], r["facts"]["all"],
                           r["orbit"], r["stabilizer"], r["mirror"], r["colour_split"])
            for r in self._document.get("sets", []) if isinstance(r, dict)
        ]

    def _summary(self) -> str:
        if "verdict" in self._document:
            return f"facts={self._document['holding']} of 10 sets, verdict={self.verdict!r}"
        return f"size={self.size}, count={self.count}, minimum={self.minimum}"


class UniversalFacts(NamedTuple):
    """Haraguchi's published facts on one minimum universal set (``universal(facts=True)``), and its orbit."""

    set: int  # universal:1..10
    cubes: tuple[str, ...]
    in_set: bool  # every target in the set: 3 useless cubes, 9 collections (2 of solution number 8, 7 of 2)
    outside: bool  # every target outside: exactly one collection, solution number 4
    eight: bool  # the 8-subsets build at most 3 targets
    ten: bool  # the 10-subsets build 3 to 9 targets, never 4, 5 or 7
    eleven: bool  # every 11-subset builds 18 targets
    all: bool
    orbit: int  # under colour renamings and mirror images
    stabilizer: int  # symmetries (of 1440) fixing the set
    mirror: int  # the set its mirror image is
    colour_split: str  # the split of the six colours into two triples its renamings keep, "146|235"


universal = make_verb("macmahon.universal", MacmahonUniversal, module=__name__, doc="""
    Universal sets are sets of MacMahon cubes from which every one of the 30 targets can be
    built. Without a size the search goes upward from 8 to the minimum (12, about a second and
    a half).

    {args}

    {returns}

    Raises:
        ValueError: a size outside 0..30 (``size: must be between 0 and 30, not 31``), a size
            with facts.
        KeyboardInterrupt: Ctrl-C during the search.

    Example:
        >>> import cubeworks
        >>> r = cubeworks.macmahon.universal(size=29)
        >>> r
        MacmahonUniversal(size=29, count=30, minimum=False)
        >>> r.sets[0][:3]
        ('Ab', 'Ac', 'Ad')
    """)


# --- sizes ------------------------------------------------------------------------------------


@declared("macmahon.sizes")
class MacmahonSizes(Result):
    """What :func:`sizes` returns: for every set size k = 0..30 the distribution of buildable targets."""

    __slots__ = ()

    @property
    def distribution_array(self) -> Array:
        """The 31 x 31 table: row k, column v = the number of k-sets that build exactly v targets."""
        rows = [[0] * 31 for _ in self._document["sizes"]]
        for row, r in zip(rows, self._document["sizes"]):
            for v, n in r["distribution"].items():
                row[int(v)] = n
        return as_array(rows)  # type: ignore[arg-type]

    @property
    def mean_array(self) -> Array:
        """The mean number of targets built, by k."""
        return as_array([r["mean"] for r in self._document["sizes"]])

    @property
    def sd_array(self) -> Array:
        """The standard deviation of the number of targets built, by k."""
        return as_array([r["sd"] for r in self._document["sizes"]])

    def _summary(self) -> str:
        return f"rows={len(self._document['sizes'])}, smallest_k_exactly_29={self.smallest_k_exactly_29}"


sizes = make_verb("macmahon.sizes", MacmahonSizes, module=__name__,
    returns='``distribution_array`` is the 31 x 31 table (k, targets) -> sets.',
    doc="""
    All 2^30 sets, a second or two.

    {args}

    {returns}

    Raises:
        KeyboardInterrupt: Ctrl-C while counting.

    Example:
        (Not run by the docstring tests, which keep to examples under a second; the
        values are checked in tests/python/test_macmahon.py.)

        >>> import cubeworks
        >>> r = cubeworks.macmahon.sizes(progress=lambda u: print(f"{u.done}/{u.total}"))  # doctest: +SKIP
        >>> r.sizes[8].sets  # doctest: +SKIP
        5852925
        >>> r.sizes[8].max  # doctest: +SKIP
        5
        >>> r.smallest_k_exactly_29  # doctest: +SKIP
        13
    """)


# The names of an earlier release.
(CubesResult, LargeSolveResult, SolveResult, CensusResult, ExplainResult, AnalyzeResult,
 MultisetResult, LargeTableResult, TargetsResult, UniversalResult, SizesResult) = (
    MacmahonCubes, MacmahonSolveLarge, MacmahonSolve, MacmahonCensus, MacmahonExplain, MacmahonAnalyze,
    MacmahonMultiset, MacmahonTargetsLarge, MacmahonTargets, MacmahonUniversal, MacmahonSizes)

__all__ = public_names(globals())
