"""The checked-in stubs (python/cubeworks/{roll,macmahon,hoffman,stack}.pyi) are what the declarations
and the result classes generate: `python -m cubeworks._stubgen python/cubeworks` rewrites them."""
from __future__ import annotations

import pathlib

import pytest

from cubeworks import _stubgen

SOURCE = pathlib.Path(__file__).resolve().parents[2] / "python" / "cubeworks"


@pytest.mark.parametrize("family", _stubgen.FAMILIES)
def test_checked_in_stub_is_generated(family):
    checked_in = (SOURCE / f"{family}.pyi").read_text(encoding="utf-8")
    assert checked_in == _stubgen.module_stub(family), (
        f"python/cubeworks/{family}.pyi is stale: run `python -m cubeworks._stubgen python/cubeworks` "
        "with the built package on PYTHONPATH")
