"""Issue 13 acceptance: a save fuzz. 500 mutations of real saves (truncation, flipped
bytes, type swaps, deleted and added keys, numbers out of range, shuffled logs, other
game data): none crashes (only SaveError, naming the file), none loads an invalid state,
none loses a good save. The documents are mutated in memory and given to the loader
(format.parse + check.load_doc); every 25th also goes through the saves folder with an
autosave rotation."""
import json
import random

import pytest

from archipelago import engine
from archipelago.match.authority import Match, Seat
from archipelago.saves import check, fileio
from archipelago.saves import format as save_format

from .conftest import snapshot, write

MUTATIONS = 500
ODD_VALUES = [None, True, False, 0, -1, 1, 7, -10 ** 9, 10 ** 9, 2 ** 63, 10 ** 40, 1.5, float("nan"), "", "x",
              "A01", "H01", "bids", [], [0], {}, {"k": "bids"}]


def nodes(doc):
    """Every (container, key) in a document, found without recursion."""
    out, todo = [], [doc]
    while todo:
        c = todo.pop()
        keys = list(c) if isinstance(c, dict) else range(len(c))
        for k in keys:
            out.append((c, k))
            if isinstance(c[k], (dict, list)):
                todo.append(c[k])
    return out


def _action_entries(doc):
    log = doc.get("state", {}).get("log")
    return [i for i, e in enumerate(log) if isinstance(e, list) and e[:1] == ["a"]] if isinstance(log, list) else []


def mutate(rng, doc):
    """(bytes, what was done) for one random mutation of a save document (a fresh copy)."""
    doc = json.loads(json.dumps(doc))
    kind = rng.choice(["truncate", "flip", "swap", "swap", "delete", "add", "number", "number", "shuffle",
                       "digest", "two"])
    if kind == "two":
        first, what = mutate(rng, doc)
        try:
            doc = json.loads(first)
        except ValueError:
            return first, what
        raw, what2 = mutate(rng, doc)
        return raw, f"{what}, then {what2}"
    raw = json.dumps(doc).encode()
    if kind == "truncate":
        cut = rng.randrange(len(raw))
        return raw[:cut], f"truncated at {cut}"
    if kind == "flip":
        b = bytearray(raw)
        i = rng.randrange(len(b))
        b[i] = rng.randrange(256)
        return bytes(b), f"byte {i} set"
    all_nodes = nodes(doc)
    if kind == "swap":
        c, k = rng.choice(all_nodes)
        c[k] = rng.choice([v for v in ODD_VALUES if type(v) is not type(c[k])])
        what = f"{k!r} swapped to {c[k]!r}"
    elif kind == "delete":
        c, k = rng.choice([(c, k) for c, k in all_nodes if isinstance(c, dict)])
        del c[k]
        what = f"key {k!r} deleted"
    elif kind == "add":
        c, _ = rng.choice(all_nodes)
        c = c if isinstance(c, dict) else doc
        key = rng.choice(["extra", "k", "seat", "over", "ending", "n", "florins", "version"])
        what = f"key {key!r} added" + (" (replaced)" if key in c else "")
        c[key] = rng.choice(ODD_VALUES)
    elif kind == "number":
        ints = [(c, k) for c, k in all_nodes if isinstance(c[k], int) and not isinstance(c[k], bool)]
        c, k = rng.choice(ints)
        c[k] = rng.choice([-1, -c[k] - 1, c[k] + 1, c[k] + 100, 10 ** 6, 2 ** 31, -(2 ** 63)])
        what = f"number {k!r} set to {c[k]}"
    elif kind == "shuffle":
        idx = _action_entries(doc)
        log = doc["state"]["log"]
        picked = [log[i] for i in idx]
        how = rng.choice(["shuffle", "swap", "reverse tail", "drop", "repeat"])
        if how == "shuffle":
            rng.shuffle(picked)
        elif how == "swap" and len(picked) > 1:
            i = rng.randrange(len(picked) - 1)
            picked[i], picked[i + 1] = picked[i + 1], picked[i]
        elif how == "reverse tail":
            picked[-5:] = picked[-5:][::-1]
        elif how == "drop" and picked:
            picked[rng.randrange(len(picked))] = ["r", "nothing", []]
        elif picked:
            picked.append(picked[-1])
            idx.append(len(log))
            log.append(None)
        for i, e in zip(idx, picked):
            log[i] = e
        what = f"log: {how}"
    else:
        doc["content_digest"] = rng.choice(["other data", None, 5])
        what = "other game data"
    return json.dumps(doc).encode(), what


@pytest.mark.slow
def test_fuzz_500_mutations_of_real_saves(content, real_docs, good_folder):
    rng = random.Random(13)
    before = snapshot(good_folder)
    docs = list(real_docs.values())
    refused = loaded_ok = 0
    match = Match.new(content, [Seat("Ann"), Seat("Bob", "bot")], "short", seed=11)
    for i in range(MUTATIONS):
        raw, what = mutate(rng, rng.choice(docs))
        name = f"fuzz-{i}.json"
        try:
            doc = save_format.parse(raw, name)
            got = check.load_doc(doc, content, name)
        except save_format.SaveError as e:
            assert str(e).startswith(name + ": "), (what, str(e))
            refused += 1
        else:
            loaded_ok += 1               # a harmless edit (a label, an added key): a valid game
            state = got.state
            assert check.problems(state) == [], what
            assert engine.to_act(state) is None or engine.legal_actions(state), what
            if doc.get("content_digest") == content.digest:
                assert engine.to_dict(state) == doc["state"], what
        if i % 25 == 0:                  # through the folder: listing, verdict, a rotation
            path = good_folder / f"autosave-{900000 + i}-20300101-000000.json"
            path.write_bytes(raw)
            assert (check.verdict(path, content) is None) == not_refused(raw, content), what
            match._autosaved = None       # (the same point again: a new file, so a rotation runs)
            match.autosave()
    after = snapshot(good_folder)
    assert after["save-20240101-120000.json"] == before["save-20240101-120000.json"]
    goods = [p for p in fileio.autosaves(good_folder) if check.verdict(p, content) is None]
    assert len(goods) == fileio.AUTOSAVES                        # rotation kept three that load
    assert refused > MUTATIONS // 2 and loaded_ok > 0, (refused, loaded_ok)


def not_refused(raw, content):
    try:
        check.load_doc(save_format.parse(raw, "x"), content, "x")
    except save_format.SaveError:
        return False
    return True


def test_fuzz_never_reads_more_than_the_cap(tmp_path, content):
    path = write(tmp_path / "huge.json", {"format": "archipelago-save", "pad": "x" * (fileio.MAX_BYTES + 10)})
    with pytest.raises(save_format.SaveError, match="too large"):
        save_format.read(path)
