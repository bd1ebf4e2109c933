"""Library errors as Python exceptions: InputError -> ValueError naming the parameter."""
from __future__ import annotations

import pytest

import cubeworks
from cubeworks import _cubeworks


def test_value_error_is_one_line_and_names_the_parameter():
    with pytest.raises(ValueError) as e:
        cubeworks.macmahon.cubes(9)
    message = str(e.value)
    assert "\n" not in message
    assert message.startswith("family: ")
    assert "--family" not in message  # the CLI's option is not a Python name


def test_the_cli_says_the_same_with_its_option(cli_path):
    import subprocess

    done = subprocess.run([cli_path, "macmahon", "cubes", "--family", "9"], capture_output=True, text=True)
    assert done.returncode == 2
    assert "--family" in done.stderr  # the option where Python names the parameter


def test_progress_must_be_callable():
    with pytest.raises(TypeError, match="progress"):
        _cubeworks._sleep_until_interrupted(0.01, progress=42)


def test_calls_work_after_an_error():
    with pytest.raises(ValueError):
        cubeworks.macmahon.cubes(1)
    assert cubeworks.macmahon.cubes(2).count > 0
