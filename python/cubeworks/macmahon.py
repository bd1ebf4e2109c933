"""MacMahon's coloured cubes: the families of n-coloured cubes and Conway's 30 named cubes.

Each function runs the same code as the command ``cubeworks macmahon VERB`` and returns a
result whose ``to_dict()`` is the document ``cubeworks macmahon VERB --json`` prints and whose
``str()`` is the readable report. The definitions are in docs/model.md.

Example:
    >>> import cubeworks
    >>> cubeworks.macmahon.cubes().families[6]
    30
"""
from __future__ import annotations

from typing import NamedTuple

from . import _cubeworks
from ._result import Result

__all__ = ["cubes", "CubesResult", "NamedCube"]


class NamedCube(NamedTuple):
    """One of the 30 MacMahon cubes with Conway's name (e.g. ``Ab``)."""

    name: str
    colouring: str  # six digits, faces up, down, front, back, left, right
    mirror: str  # the name of its mirror image
    corners: tuple[int, ...]  # its corner numbers, as `cubeworks macmahon cubes` prints them


class CubesResult(Result):
    """What :func:`cubes` returns: one family's cubes, or the family sizes and the named cubes."""

    __slots__ = ()

    @property
    def family(self) -> int | None:
        """The n of the family listed, or None for the overview."""
        return self._document.get("family")

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
    def families(self) -> dict[int, int] | None:
        """In the overview: n -> the number of n-coloured cubes up to rotation, n = 2..6; else None."""
        if "families" not in self._document:
            return None
        return {int(n): size for n, size in self._document["families"].items()}

    @property
    def named(self) -> list[NamedCube] | None:
        """In the overview: the 30 named cubes, in Conway's order (Ab .. Fe); else None."""
        if self.family is not None:
            return None
        return [NamedCube(c["name"], c["colouring"], c["mirror"], tuple(c["corners"])) for c in self._document["cubes"]]

    def _summary(self) -> str:
        if self.family is None:
            return f"families={self.families!r}, named={self.count}"
        return f"family={self.family}, count={self.count}"


def cubes(family: int | None = None) -> CubesResult:
    """The n-coloured families and the 30 named MacMahon cubes (``cubeworks macmahon cubes``).

    Args:
        family: n = 2..6 lists every cube of the n-coloured family (the cubes using exactly
            the colours 1..n, one canonical colouring per rotation class); None (or 0) gives
            the overview: the size of each family and Conway's 30 named cubes with their
            mirror images and corner numbers.

    Returns:
        A CubesResult: ``to_dict()`` is ``cubeworks macmahon cubes [--family N] --json``,
        ``str()`` its readable report.

    Raises:
        ValueError: family is not None, 0 or 2..6 (``family: there is no 7-coloured family: n is 2 to 6``).

    Example:
        >>> import cubeworks
        >>> r = cubeworks.macmahon.cubes(family=4)
        >>> r
        CubesResult(family=4, count=68)
        >>> r.cubes[0]
        '111234'
        >>> cubeworks.macmahon.cubes().named[0].name
        'Ab'
    """
    return CubesResult._from_answer(_cubeworks.macmahon.cubes(0 if family is None else family))
