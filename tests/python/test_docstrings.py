"""The examples in the docstrings run and print what they say."""
from __future__ import annotations

import doctest

import pytest

import cubeworks
from cubeworks import _result, hoffman, macmahon, roll


@pytest.mark.parametrize("module", [cubeworks, _result, macmahon, roll, hoffman], ids=lambda m: m.__name__)
def test_docstring_examples(module):
    failures, _ = doctest.testmod(module, verbose=False, report=True)
    assert failures == 0
