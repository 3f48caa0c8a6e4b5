"""A name given when joining (issue 36, point 3: "Title > Join a game: address, code,
name"): the hello carries the name of each seat asked for (or the watcher's); the host
checks it (trimmed, 1 to 24 characters, no control characters, no other seat's name) and
refuses it with a reason otherwise, the game as it was; a name taken becomes the seat's
name everywhere: every screen's seats, views and log, the host's saves."""
from __future__ import annotations

import pytest

from archipelago.match.seats import REMOTE
from archipelago.net import protocol as p
from archipelago.net.words import refusal_words
from archipelago.saves import fileio
from archipelago.saves import format as save_format

from .harness import TIMEOUT, Table, digest
from .test_net_join import refused_join


def test_net_a_joining_name_becomes_the_seats_name_on_every_screen_in_the_log_and_the_save(content, tmp_path):
    table = Table(content, 3, 5, saves=tmp_path / "saves")
    try:
        ann = table.join([0], names=["  Zoë  "])                # trimmed
        watcher = table.join(watch=True, names=["Opa Karl"])
        bob = table.join([1], names=["Bob"])
        table.join([2])                                         # no name: the seat keeps the host's
        host_names = table.authority(lambda m: list(m.names))
        assert host_names[:2] == ["Zoë", "Bob"] and host_names[2] == table.match.seats[2].name
        table.play_on(rounds=2)
        table.settle()
        for g in table.games:
            assert g.names == host_names
            assert g.view(None)["names"] == host_names
            assert [pl["name"] for pl in g.view(None)["players"]] == host_names
        assert any("Zoë" in text for _, text, _ in ann.log_entries(0))
        assert any("Zoë" in text for _, text, _ in bob.log_entries(None))
        assert "Opa Karl" in ann.watching and "Opa Karl" in bob.watching
        assert table.authority(lambda m: [s.name for s in m.seats]) == host_names
        table.server.call(lambda m: m.autosave(table.server.saves))
        newest = fileio.autosaves(tmp_path / "saves")[0]
        doc = save_format.read(newest)
        assert [d["name"] for d in doc["seats"]] == host_names
        watcher.close()
        table.watchers.clear()
        table.play_on(rounds=1)
        table.settle()
        assert "Opa Karl" not in ann.watching                   # gone from the presence when it left
        assert table.leaks == []
    finally:
        table.close()


@pytest.mark.parametrize("name, reason", [("", p.BAD_NAME), ("   ", p.BAD_NAME), ("x" * 25, p.BAD_NAME),
                                          ("Ann\x07", p.BAD_NAME), ("Tab\there", p.BAD_NAME),
                                          ("bob", p.NAME_TAKEN)])
def test_net_a_name_empty_too_long_with_control_characters_or_taken_is_refused(content, name, reason):
    table = Table(content, 3, 7)
    try:
        table.join([1], names=["Bob"])
        before = table.authority(digest), table.authority(lambda m: list(m.names))
        r = refused_join(table, seats=[0], names=[name])
        assert r["reason"] == reason
        words = refusal_words(r)
        assert "name" in words and words != refusal_words({"reason": "?"})
        assert (table.authority(digest), table.authority(lambda m: list(m.names))) == before
        assert table.server.free_seats() == [0, 2]
        table.join([0], names=["x" * p.NAME_MAX])               # 24 characters: taken
        assert table.authority(lambda m: m.names[0]) == "x" * p.NAME_MAX
    finally:
        table.close()


def test_net_two_people_at_one_joining_computer_name_each_seat(content):
    table = Table(content, 3, 9)
    try:
        pair = table.join([2, 0], names=["Cleo", "Ada"])       # in the order of the seats asked for
        assert pair.holds == {0, 2}
        assert table.authority(lambda m: [m.names[0], m.names[2]]) == ["Ada", "Cleo"]
        assert pair.names[0] == "Ada" and pair.names[2] == "Cleo"
        r = refused_join(table, seats=[1], names=["ada"])       # another seat's name
        assert r["reason"] == p.NAME_TAKEN
        r = refused_join(table, seats=[1], names=["Dan", "Eve"])  # two names for one seat
        assert r["reason"] == p.MALFORMED
        assert table.authority(lambda m: m.seats[1].kind) == REMOTE and table.server.free_seats() == [1]
    finally:
        table.close()


def test_net_a_seat_renamed_mid_game_reaches_the_screens_already_there(content):
    """A seat a bot played until a person joined it: the screens already at the table get
    its new name with the presence (and views that name it), without a snapshot."""
    table = Table(content, 3, 11)
    try:
        ann = table.join([0], names=["Ann"])
        table.server.bots_for_free_seats()
        table.play_on(rounds=1)
        table.settle()
        seq = ann.mirror.seq
        late = table.join([2], names=["Late Lou"])
        table.settle()
        assert late.names[2] == "Late Lou"
        ann.wait(lambda g: g.names[2] == "Late Lou", TIMEOUT)
        assert ann.view(0)["names"][2] == "Late Lou" and ann.mirror.seq > seq
        assert table.authority(lambda m: m.seats[2].kind) == REMOTE
    finally:
        table.close()
