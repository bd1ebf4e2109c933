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

from typing import Any, NamedTuple, Union  # Any: in the declared records' annotations

from ._result import Array, Result, as_array, declared, dense_array, public_names
from ._verbs import CUBE_LIST, make_verb


# --- the public functions: made from the verbs' declarations (src/report/macmahon.hpp) --------


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


cubes = make_verb("macmahon.cubes", MacmahonCubes, module=__name__, example="""
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


solve = make_verb("macmahon.solve", Union[MacmahonSolve, MacmahonSolveLarge], module=__name__, convert={"cubes": CUBE_LIST}, answer=lambda r, arguments: MacmahonSolveLarge(r._document, r._text, r._figures) if arguments.get("size") == 3 else r,
    returns='The second with ``size=3``. ``svg()`` draws the first arrangement (a RuntimeError when there is none).',
    raises={"ValueError": "a bad target or cube list, naming the parameter (``cubes: a collection has exactly 8 cubes, not 3``)"},
    example="""
    >>> import cubeworks
    >>> r = cubeworks.macmahon.solve("Ba", ["Ac", "Ad", "Ae", "Af", "Cb", "Db", "Eb", "Fb"], interior=True)
    >>> r
    MacmahonSolve(target='Ba', cubes='Ac,Ad,Ae,Af,Cb,Db,Eb,Fb', interior=True, solution_number=2)
    >>> r.arrangements[0].cells[0]
    Cell(cell=0, position='down-front-left', cube='Af', rotation=17, up=6, front=2, colouring='652134')
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


census = make_verb("macmahon.census", MacmahonCensus, module=__name__,
    raises={"ValueError": "a target that is not a MacMahon cube (``target: 'Aa' is not a cube: the diagonal of Conway's tableau is empty``)"},
    example="""
    >>> import cubeworks
    >>> r = cubeworks.macmahon.census("Fe")
    >>> r.collections_with_solution, r.distribution[16]
    (133680, 81)
    >>> len(r.distribution_array), int(r.distribution_array[16])
    (17, 81)
    >>> r.agrees, r.disagreements[0].solution_number
    (False, 4)
    """)


# --- explain ----------------------------------------------------------------------------------


# Not the declared TheoremCase: the example's target and cubes flattened into the row, as released.
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


explain = make_verb("macmahon.explain", MacmahonExplain, module=__name__, convert={"cubes": CUBE_LIST},
    returns='``svg()`` draws the corner graph on a cube (one collection only).',
    raises={"ValueError": "a bad target or cube list, naming the parameter, or a target or cubes given with "
                          "``all`` (``all: every collection of every target is compared: ...``)"},
    example="""
    >>> import cubeworks
    >>> r = cubeworks.macmahon.explain("Ba", "row:A,col:b,-Ab")
    >>> r
    MacmahonExplain(target='Ba', cubes='Ac,Ad,Ae,Af,Cb,Db,Eb,Fb', predicted=16, solution_number=16)
    >>> [c.kind for c in r.components], r.prediction.rule
    (['cycle', 'cycle', 'cycle', 'cycle'], 'theorem5_no_tree')
    """)


# --- analyze ----------------------------------------------------------------------------------


@declared("macmahon.analyze")
class MacmahonAnalyze(Result):
    """What :func:`analyze` returns: the targets a set builds, by which 8-subsets, and by its subsets."""

    __slots__ = ()


analyze = make_verb("macmahon.analyze", MacmahonAnalyze, module=__name__, convert={"cubes": CUBE_LIST},
    returns='``svg()`` draws a histogram per subset size (sets of up to 24 cubes).',
    raises={"ValueError": "a bad list, a cube of another family, a cube listed twice or fewer than 8 cubes, naming "
                          "the parameter (``cubes: a set to analyse has at least 8 different cubes, not 3``)"},
    example="""
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


# Not the declared MaximumOrbit: the three fields a user reads (cubes as copies), as released.
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


multiset = make_verb("macmahon.multiset", MacmahonMultiset, module=__name__, convert={"cubes": CUBE_LIST},
    raises={"ValueError": "a bad list, a repeat count outside 1..64, a cube of another family, or neither cubes "
                          "nor the search, naming the parameter",
            "KeyboardInterrupt": "Ctrl-C during the search"},
    example="""
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


targets = make_verb("macmahon.targets", Union[MacmahonTargets, MacmahonTargetsLarge], module=__name__, answer=lambda r, arguments: MacmahonTargetsLarge(r._document, r._text, r._figures) if arguments.get("size") == 3 else r,
    returns='The second with ``size=3``.',
    raises={"ValueError": "a database that cannot be written, size 3 with list_max or db"},
    example="""
    >>> import cubeworks
    >>> r = cubeworks.macmahon.targets()
    >>> r
    MacmahonTargets(max=5, max_count=360)
    >>> r.distribution[0], len(r.distribution_array)
    (2774940, 6)
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


# Not the declared SetFacts: its Facts record flattened into the row, as released.
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


universal = make_verb("macmahon.universal", MacmahonUniversal, module=__name__,
    raises={"ValueError": "a size with facts", "KeyboardInterrupt": "Ctrl-C during the search"},
    example="""
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
    raises={"KeyboardInterrupt": "Ctrl-C while counting"},
    example="""
    (Not run by the docstring tests, which keep to examples under a second; the values are checked
    in tests/python/test_macmahon.py.)

    >>> import cubeworks
    >>> r = cubeworks.macmahon.sizes(progress=lambda u: print(f"{u.done}/{u.total}"))  # doctest: +SKIP
    >>> r.sizes[8].sets, r.sizes[8].max, r.smallest_k_exactly_29  # doctest: +SKIP
    (5852925, 5, 13)
    """)


# The names of an earlier release.
(CubesResult, LargeSolveResult, SolveResult, CensusResult, ExplainResult, AnalyzeResult,
 MultisetResult, LargeTableResult, TargetsResult, UniversalResult, SizesResult) = (
    MacmahonCubes, MacmahonSolveLarge, MacmahonSolve, MacmahonCensus, MacmahonExplain, MacmahonAnalyze,
    MacmahonMultiset, MacmahonTargetsLarge, MacmahonTargets, MacmahonUniversal, MacmahonSizes)

__all__ = public_names(globals())
