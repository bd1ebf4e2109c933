"""Instant Insanity and stacking puzzles: n coloured cubes stacked in a column so that each of
its four long sides shows n different colours (``cubeworks stack``).

Each function runs the same code as the command ``cubeworks stack VERB`` and returns a result
whose ``to_dict()`` is the document ``cubeworks stack VERB --json`` prints and whose ``str()``
is the readable report: :func:`solve`, :func:`explain`, :func:`check`, :func:`census`,
:func:`random` and :func:`design`. Cubes are six colours each in face order up, down, front, back, left, right
(``"RGRRBW"``), MacMahon names (``"Ab"``), ``"f4:12"`` (cube 12 of the four-coloured family) or
``"classic"`` (Parker Brothers' four cubes). The definitions are in docs/stack.md.

Example:
    >>> import cubeworks
    >>> r = cubeworks.stack.solve("classic")
    >>> r.classes, r.subgraph_pairs
    (1, 1)
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Union

from ._result import Result
from ._verbs import make_verb

__all__ = ["solve", "explain", "check", "census", "random", "design", "SolveResult", "ExplainResult", "CheckResult",
           "CensusResult", "RandomResult", "DesignResult"]


def _joined(value: Any) -> Any:
    """A list of cube items as the one comma-separated text the declaration takes."""
    if isinstance(value, Sequence) and not isinstance(value, (str, bytes, bytearray)):
        for item in value:
            if not isinstance(item, str):
                raise TypeError(f"cubes: expected text or a list of texts, got a list holding {type(item).__name__}")
        return ",".join(value)
    return value


_CUBE_LIST = (Union[str, Sequence[str]], _joined)


class SolveResult(Result):
    """What :func:`solve` returns: the column's stacks counted three ways, and the first solutions.

    ``svg()`` (and Jupyter) shows the colour graph with the first solution's two subgraphs;
    ``svg(1)`` the solved column's four long sides.
    """

    __slots__ = ()

    @property
    def stacks(self) -> int:
        """Distinct stacks, cubes in the given order (each shows its colours on the four sides)."""
        return self._document["count"]["stacks"]

    @property
    def classes(self) -> int:
        """Stacks up to the column's 8 motions (quarter turns about its axis, upside down)."""
        return self._document["count"]["classes"]

    @property
    def subgraph_pairs(self) -> int:
        """Unordered pairs {front-back, left-right} of subgraphs: the textbook's count."""
        return self._document["count"]["subgraph_pairs"]

    @property
    def complete(self) -> bool:
        """False when the node limit stopped the count: the counts are then lower bounds."""
        return self._document["count"]["complete"]

    @property
    def solutions(self) -> list[dict]:
        """The listed solutions, each checked face by face: per cube its turned colouring and sides."""
        return [dict(s) for s in self._document["solutions"]]

    def _summary(self) -> str:
        return f"stacks={self.stacks}, classes={self.classes}, subgraph_pairs={self.subgraph_pairs}"


class ExplainResult(Result):
    """What :func:`explain` returns: the colour graph and why the column does or does not stack."""

    __slots__ = ()

    @property
    def stacks(self) -> bool:
        """Whether the column stacks."""
        return self._document["stacks"]

    @property
    def obstacle(self) -> str:
        """'none', 'too_few_colours', 'rare_colour', 'no_subgraph', 'no_disjoint_pair' or 'unknown'."""
        return self._document["obstacle"]

    @property
    def reason(self) -> str:
        """The reason in one sentence."""
        return self._document["reason"]

    @property
    def edges(self) -> list[dict]:
        """Each cube's three opposite pairs: cube, faces ('UD', 'FB', 'LR'), colours, loop."""
        return [dict(e) for e in self._document["edges"]]

    def _summary(self) -> str:
        return f"stacks={self.stacks}, obstacle={self.obstacle!r}"


class CheckResult(Result):
    """What :func:`check` returns: a column with each cube turned, its four long sides, and a hint."""

    __slots__ = ()

    @property
    def solved(self) -> bool:
        """Whether every long side shows different colours (checked face by face)."""
        return self._document["solved"]

    @property
    def sides(self) -> list[dict]:
        """The four long sides front, right, back, left: colours top to bottom, complete, repeated."""
        return [dict(s) for s in self._document["sides"]]

    @property
    def hint(self) -> dict | None:
        """With ``hint=True``: the cube to turn towards the nearest stack (cube, turn, moves, differing)."""
        h = self._document["hint"]
        return None if h is None else dict(h)

    def _summary(self) -> str:
        return f"solved={self.solved}, complete_sides={self._document['complete_sides']}"


class CensusResult(Result):
    """What :func:`census` returns: every k-set of a pool, how many stack and how many one way."""

    __slots__ = ()

    @property
    def sets(self) -> int:
        """The sets counted: C(pool size, size)."""
        return self._document["sets"]

    @property
    def solvable(self) -> int:
        """Sets that stack."""
        return self._document["solvable"]

    @property
    def unique(self) -> int:
        """Sets that stack in exactly one way up to the column's motions."""
        return self._document["unique"]

    @property
    def by_classes(self) -> dict[int, int]:
        """Sets by their number of stacks up to the column's motions."""
        return {row["classes"]: row["sets"] for row in self._document["by_classes"]}

    def _summary(self) -> str:
        return f"sets={self.sets}, solvable={self.solvable}, unique={self.unique}"


class RandomResult(Result):
    """What :func:`random` returns: per height, the solvable fraction and the decision times."""

    __slots__ = ()

    @property
    def rows(self) -> list[dict]:
        """One row per height: n, trials, solvable, undecided, graph_median_ms, graph_worst_ms, ..."""
        return [dict(r) for r in self._document["rows"]]

    def _summary(self) -> str:
        return f"heights={[r['n'] for r in self._document['rows']]}"


class DesignResult(Result):
    """What :func:`design` returns: a column that stacks in exactly one way, and that way."""

    __slots__ = ()

    @property
    def cubes(self) -> list[str]:
        """The designed cubes (colourings, or pool names)."""
        return list(self._document["cubes"])

    @property
    def stacks(self) -> int:
        """Its stacks, cubes in this order (one class of them)."""
        return self._document["count"]["stacks"]

    def _summary(self) -> str:
        return f"cubes={self.cubes!r}"


solve = make_verb("stack.solve", SolveResult, module=__name__, convert={"cubes": _CUBE_LIST}, doc="""Every stack of a column of coloured cubes (``cubeworks stack solve``).

    {args}

    Returns:
        A SolveResult: ``to_dict()`` is ``cubeworks stack solve --cubes CUBES --json``, ``str()``
        its report, ``svg()`` the colour graph with the first solution's subgraphs.

    Raises:
        ValueError: an unknown name or a malformed cube (``cubes: cube 'RGB': six colours, ...``).

    Example:
        >>> import cubeworks
        >>> cubeworks.stack.solve("classic").stacks
        8
    """)

explain = make_verb("stack.explain", ExplainResult, module=__name__, convert={"cubes": _CUBE_LIST}, doc="""The colour graph of a column and why it does or does not stack (``cubeworks stack explain``).

    {args}

    Returns:
        An ExplainResult: ``to_dict()`` is ``cubeworks stack explain --cubes CUBES --json``.

    Example:
        >>> import cubeworks
        >>> cubeworks.stack.explain("111111,111111,123123").obstacle
        'rare_colour'
    """)

census = make_verb("stack.census", CensusResult, module=__name__, doc="""Every k-set of MacMahon's 30 or Haraguchi's 68 cubes (``cubeworks stack census``).

    {args}

    Returns:
        A CensusResult: ``to_dict()`` is ``cubeworks stack census --pool POOL --json``.

    Example:
        >>> import cubeworks
        >>> cubeworks.stack.census("haraguchi").sets
        814385
    """)

random = make_verb("stack.random", RandomResult, module=__name__, doc="""Random columns: solvable fraction and decision times (``cubeworks stack random``).

    {args}

    Returns:
        A RandomResult: ``to_dict()`` is ``cubeworks stack random --json`` with the same arguments.
    """)

design = make_verb("stack.design", DesignResult, module=__name__, doc="""A column that stacks in exactly one way (``cubeworks stack design``).

    {args}

    Returns:
        A DesignResult: ``to_dict()`` is ``cubeworks stack design --n N --json``; its solution is
        counted again and checked face by face.
    """)

check = make_verb("stack.check", CheckResult, module=__name__, convert={"cubes": _CUBE_LIST}, doc="""A column with each cube turned by hand: which long sides are complete (``cubeworks stack check``).

    {args}

    Returns:
        A CheckResult: ``to_dict()`` is ``cubeworks stack check --cubes CUBES --turns TURNS --json``.

    Raises:
        ValueError: a malformed cube, or a turn that is not x, y, z, X, Y, Z (``turns: ...``).

    Example:
        >>> import cubeworks
        >>> cubeworks.stack.check("classic", turns="xy,xzz,XY,x").solved
        True
    """)
