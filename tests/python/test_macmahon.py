"""cubeworks.macmahon against the command line: the same document, the same report."""
from __future__ import annotations

import pytest

import cubeworks
from cubeworks.macmahon import CubesResult, NamedCube


@pytest.mark.parametrize("family, args", [(None, []), (4, ["--family", "4"]), (2, ["--family", "2"])])
def test_cubes_is_the_cli_document_and_report(family, args, cli, cli_json):
    r = cubeworks.macmahon.cubes(family)
    assert isinstance(r, CubesResult)
    assert r.to_dict() == cli_json("macmahon", "cubes", *args)
    assert str(r) == cli("macmahon", "cubes", *args)


def test_cubes_family_attributes():
    r = cubeworks.macmahon.cubes(family=4)
    assert r.family == 4
    assert r.count == 68 == len(r.cubes)
    assert all(len(c) == 6 and set(c) <= set("1234") for c in r.cubes)
    assert r.families is None and r.named is None
    assert repr(r) == "CubesResult(family=4, count=68)"


def test_cubes_overview_attributes():
    r = cubeworks.macmahon.cubes()
    assert r.family is None
    assert r.families == {2: r.families[2], 3: r.families[3], 4: 68, 5: r.families[5], 6: 30}
    named = r.named
    assert len(named) == 30 == r.count
    assert isinstance(named[0], NamedCube) and named[0].name == "Ab"
    assert r.cubes == [c.colouring for c in named]
    by_name = {c.name: c for c in named}
    assert all(by_name[c.mirror].mirror == c.name for c in named)  # mirroring is an involution
    assert repr(r).startswith("CubesResult(families={2: ")


def test_to_dict_is_a_copy():
    r = cubeworks.macmahon.cubes(family=3)
    d = r.to_dict()
    d["cubes"].clear()
    assert r.to_dict()["cubes"] and r.count == len(r.cubes) > 0


def test_cubes_has_no_pictures():
    r = cubeworks.macmahon.cubes()
    assert r.figures == [] and r._repr_svg_() is None
    with pytest.raises(ValueError, match="no"):
        r.svg()


@pytest.mark.parametrize("family", [1, 7, -3])
def test_bad_family_names_the_parameter(family):
    with pytest.raises(ValueError) as e:
        cubeworks.macmahon.cubes(family)
    assert str(e.value) == f"family: there is no {family}-coloured family: n is 2 to 6"


def test_family_must_be_an_int():
    with pytest.raises(TypeError):
        cubeworks.macmahon.cubes("4")  # type: ignore[arg-type]


def test_public_functions_are_documented_with_an_example():
    for module in (cubeworks, cubeworks.macmahon, cubeworks.roll, cubeworks.hoffman):
        assert module.__doc__
        for name in module.__all__:
            obj = getattr(module, name)
            if callable(obj) and not isinstance(obj, type):
                assert obj.__doc__ and "Example:" in obj.__doc__, f"{module.__name__}.{name}"
                assert obj.__annotations__, f"{module.__name__}.{name} has no type annotations"
