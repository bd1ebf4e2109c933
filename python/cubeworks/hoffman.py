"""Hoffman's packing puzzle: 27 boxes a x b x c in a cube of side a+b+c (``cubeworks hoffman``).

Nothing is bound yet: ``hoffman.enumerate``, ``hoffman.check`` and the other verbs will follow
the pattern of :mod:`cubeworks.macmahon`. The definitions are in docs/model.md.
"""
from __future__ import annotations

__all__: list[str] = []
