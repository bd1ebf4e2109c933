"""Fixtures of the Python tests (ctest python/<file>; PYTHONPATH names the built package and
CUBEWORKS_CLI the command-line program, so that every result can be compared with the CLI's)."""
from __future__ import annotations

import json
import os
import subprocess
from typing import Any, Callable

import pytest


@pytest.fixture(scope="session")
def cli_path() -> str:
    """The cubeworks program of the same build (environment variable CUBEWORKS_CLI)."""
    path = os.environ.get("CUBEWORKS_CLI")
    if not path or not os.access(path, os.X_OK):
        pytest.skip("CUBEWORKS_CLI does not name the cubeworks program")
    return path


@pytest.fixture(scope="session")
def cli(cli_path: str) -> Callable[..., str]:
    """cli("macmahon", "cubes") -> the program's stdout; a failing run fails the test."""

    def run(*args: str) -> str:
        done = subprocess.run([cli_path, *args], capture_output=True, text=True, timeout=600)
        assert done.returncode == 0, f"cubeworks {' '.join(args)}: {done.stderr}"
        return done.stdout

    return run


@pytest.fixture(scope="session")
def cli_json(cli: Callable[..., str]) -> Callable[..., Any]:
    """cli_json("macmahon", "cubes") -> the parsed document of `cubeworks macmahon cubes --json`."""
    return lambda *args: json.loads(cli(*args, "--json"))
