"""Rolling cubes: sliding puzzles of cubes that roll into the empty cell (``cubeworks roll``).

Nothing is bound yet: ``roll.solve`` and ``roll.analyze`` will follow the pattern of
:mod:`cubeworks.macmahon`. The definitions are in docs/model.md.
"""
from __future__ import annotations

__all__: list[str] = []
