"""Rolling cubes: sliding puzzles of cubes that roll into the empty cell (``cubeworks roll``).

Each function runs the same code as the command ``cubeworks roll VERB`` and returns a result
whose ``to_dict()`` is the document ``cubeworks roll VERB --json`` prints and whose ``str()``
is the readable report. States are written as in docs/model.md: rows separated by ``/``, one
digit 0-5 per cube (where its black face is: up, down, north, east, south, west), ``.`` the
empty cell. A move rolls a cube into the empty cell and is named by the direction the cube
travels: U north, D south, L west, R east.

Example:
    >>> import cubeworks
    >>> cubeworks.roll.solve().length
    36
"""
from __future__ import annotations

from ._result import Result, declared, public_names
from ._verbs import make_verb


@declared("roll.solve")
class RollSolve(Result):
    """What :func:`solve` returns: an optimal move string, and how many there are.

    ``svg()`` (and Jupyter) shows the solution as a strip of boards, one per move.
    """

    __slots__ = ()


@declared("roll.analyze")
class RollAnalyze(Result):
    """What :func:`analyze` returns: the distances of every state of a board from one start."""

    __slots__ = ()


@declared("roll.diameter")
class RollDiameter(Result):
    """What :func:`diameter` returns: bounds on a board's diameter and the sweeps behind them, or
    with ``exact=True`` the exact diameter, radius and every eccentricity."""

    __slots__ = ()

    # Written here: defaults and shapes the document leaves implicit.
    @property
    def exact(self) -> bool:
        """Whether the figures are exact (``exact=True``): every state's eccentricity known."""
        return bool(self._document.get("exact", False))

    @property
    def graph(self) -> str:
        """'states' (the puzzle's own graph) or 'axes' (the axis graph); 'states' when exact."""
        return self._document.get("graph", "states")

    @property
    def diameter_at_most(self) -> int | None:
        """No two states lie farther apart: the diameter itself when exact; None in the axis graph."""
        return self._document["diameter"] if self.exact else self._document.get("diameter_at_most")

    @property
    def pair(self) -> tuple[str, str]:
        """Two states that far apart (in the axis graph: with any orientations along the same axes)."""
        a, b = self._document["pair"]
        return a, b

    @property
    def eccentricities(self) -> list[tuple[int, int]] | None:
        """(eccentricity, states) for every eccentricity that occurs; None unless exact."""
        found = self._document.get("eccentricities")
        return None if found is None else [(e, n) for e, n in found]

    def _summary(self) -> str:
        if self.exact:
            return f"board={self.board!r}, diameter={self.diameter}, radius={self.radius}"
        return f"board={self.board!r}, graph={self.graph!r}, diameter_at_least={self.diameter_at_least}"


@declared("roll.generate")
class RollGenerate(Result):
    """What :func:`generate` returns: states exactly ``distance`` moves from the goal."""

    __slots__ = ()


# The names of an earlier release.
RollSolution, RollAnalysis, RollGenerated = RollSolve, RollAnalyze, RollGenerate


solve = make_verb("roll.solve", RollSolve, module=__name__,
    returns="``svg()`` draws the solution as a strip of boards.",
    raises={"ValueError": "a malformed state, boards that differ, ``all`` with IDA*, too many strings for "
                          "``all`` (``max_all: there are 16 optimal move strings, more than the limit of 5 for "
                          "listing them all``), a checkpoint with the breadth-first method or written by another search",
            "RuntimeError": "the goal cannot be reached from the start (``no solution: ...``), or a damaged checkpoint",
            "KeyboardInterrupt": "Ctrl-C; the search stops cleanly (after saving the checkpoint)"},
    example="""
    >>> import cubeworks
    >>> r = cubeworks.roll.solve("00/.0", "00/5.")  # the cube east of the gap rolls west
    >>> r
    RollSolve(start='00/.0', goal='00/5.', length=1, optimal_count=1, method='bfs')
    >>> r.moves
    'L'
    >>> cubeworks.roll.solve("000/0.0/000", "111/1.1/111").optimal_count
    16
    >>> r.svg().startswith("<svg")
    True
    """)

analyze = make_verb("roll.analyze", RollAnalyze, module=__name__,
    raises={"ValueError": "a malformed board or state, both board and start, a checkpoint prefix that cannot be written",
            "RuntimeError": "the board needs more memory than ``memory_limit`` (GiB) or the machine has",
            "KeyboardInterrupt": "Ctrl-C; the search stops cleanly (after writing its checkpoint when it has one, "
                                 "so that the same call resumes)"},
    example="""
    >>> import cubeworks
    >>> a = cubeworks.roll.analyze(board="2x3")
    >>> a
    RollAnalyze(board='2x3', start='000/0.0', states=46656, reachable=46656, max_distance=48)
    >>> a.histogram[:6]
    [1, 3, 4, 4, 6, 10]
    >>> int(sum(a.histogram_array)) == a.reachable
    True

    Plotting the distance histogram (needs matplotlib)::

        import matplotlib.pyplot as plt
        a = cubeworks.roll.analyze()            # 3x3
        plt.bar(range(len(a.histogram)), a.histogram_array)
        plt.yscale("log")
        plt.xlabel("distance from " + a.start)
        plt.ylabel("states")
        plt.show()
    """)

diameter = make_verb("roll.diameter", RollDiameter, module=__name__,
    raises={"ValueError": "a malformed board or state, both board and start, landmarks on the axis graph, the "
                          "2x2 board (its states do not all reach each other)",
            "RuntimeError": "the space does not fit (graph 'states'), more than 16 cells (graph 'axes')"},
    example="""
    >>> import cubeworks
    >>> d = cubeworks.roll.diameter(board="2x3")
    >>> d.diameter_at_least, d.pair
    (60, ('.15/315', '.03/503'))
    >>> cubeworks.roll.diameter(board="3x3", landmarks=3).diameter_at_most
    84
    >>> e = cubeworks.roll.diameter(board="2x3", exact=True)
    >>> e.diameter, e.radius, e.antipodal_pairs
    (60, 39, 8)
    """)

generate = make_verb("roll.generate", RollGenerate, module=__name__,
    raises={"ValueError": "a malformed board, kind, goal or distance; no state that far (for IDA*: none of the "
                          "random walks' ends was that far); a method that does not serve these cubes",
            "RuntimeError": "the layers or bits do not fit in the memory limit",
            "KeyboardInterrupt": "Ctrl-C; nothing is kept"},
    example="""
    >>> import cubeworks
    >>> cubeworks.roll.generate(board="2x3", distance="max").distance
    48
    """)

__all__ = public_names(globals())
