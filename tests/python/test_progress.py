"""progress=callback receives ProgressUpdates; without it nothing reaches stderr."""
from __future__ import annotations

import threading

import pytest

import cubeworks
from cubeworks import ProgressUpdate, _cubeworks


def test_callback_receives_updates_from_the_calling_thread():
    updates: list[ProgressUpdate] = []
    threads: set[int] = set()

    def callback(u: ProgressUpdate) -> None:
        updates.append(u)
        threads.add(threading.get_ident())

    _cubeworks._sleep_until_interrupted(1.6, progress=callback)
    assert len(updates) >= 2  # silent for a second, then every 0.2 s, then the last one
    assert all(u.label == "sleep" and u.total == 1600 for u in updates)
    assert [u.done for u in updates] == sorted(u.done for u in updates)
    assert updates[0].elapsed >= 1.0 and not updates[0].finished and updates[0].resumed == 0
    assert updates[-1].finished and updates[-1].done == 1600
    assert "ProgressUpdate(label=" in repr(updates[0])
    assert threads == {threading.get_ident()}


def test_an_exception_in_the_callback_stops_the_call():
    class Enough(Exception):
        pass

    def callback(u: ProgressUpdate) -> None:
        raise Enough(u.label)

    with pytest.raises(Enough, match="sleep"):
        _cubeworks._sleep_until_interrupted(30, progress=callback)
    assert cubeworks.macmahon.cubes(3).count > 0  # the next call is not interrupted


def test_quiet_without_a_callback(capfd):
    _cubeworks._sleep_until_interrupted(1.3)
    out, err = capfd.readouterr()
    assert out == "" and err == ""


def test_progress_update_is_exported():
    assert cubeworks.ProgressUpdate is _cubeworks.ProgressUpdate
