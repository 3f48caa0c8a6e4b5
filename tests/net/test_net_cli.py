"""From a shell (issue 36, point 6): `python -m archipelago.serve` on 127.0.0.1 at a free
port prints the join code and the port; two `python -m archipelago.join ... --bot` play a
whole 2-player game and a third watches; --transcript writes one JSON line per message
sent and received, per connection; the game is kept as autosaves with the tokens beside
them, and `--resume` of that folder serves the same game under the same code."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from archipelago.net.joining import SEATS_FILE

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT = 120


def start_server(tmp_path, *extra):
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen([sys.executable, "-m", "archipelago.serve", "--bind", "127.0.0.1", "--port", "0",
                             "--players", "2", "--length", "short", "--seed", "3",
                             "--saves", str(tmp_path / "saves"), "--transcript", str(tmp_path / "talk"), *extra],
                            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    code = port = None
    for _ in range(3):
        line = proc.stdout.readline()
        if line.startswith("join code: "):
            code = line.split(": ")[1].strip()
        elif line.startswith("port: "):
            port = int(line.split(": ")[1])
    assert code and port, proc.stderr.read() if proc.poll() is not None else "no code or port"
    return proc, code, port, env


def join(port, code, env, *how):
    return subprocess.Popen([sys.executable, "-m", "archipelago.join", f"127.0.0.1:{port}", "--code", code,
                             "--bot", "easy", *how], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


@pytest.mark.slow
def test_net_a_whole_game_from_the_shell_with_transcripts_and_a_resumable_save(tmp_path):
    server, code, port, env = start_server(tmp_path)
    try:
        joins = [join(port, code, env, "--seat", "0"), join(port, code, env, "--seat", "1"), join(port, code, env,
                                                                                                  "--watch")]
        outs = [j.communicate(timeout=TIMEOUT) for j in joins]
        assert [j.returncode for j in joins] == [0, 0, 0], outs
        results = {out.splitlines()[-1] for out, _ in outs}
        assert len(results) == 1 and results.pop().startswith("result: ")
        assert outs[0][0].splitlines()[0] == "joined: seat 0" and outs[2][0].splitlines()[0] == "joined: watching"
    finally:
        server.terminate()
        server.wait(TIMEOUT)
    files = sorted((tmp_path / "talk").glob("*.jsonl"))
    assert len(files) == 3
    for f in files:
        lines = [json.loads(line) for line in f.read_text(encoding="utf-8").splitlines()]
        assert {ln["dir"] for ln in lines} == {"sent", "received"}
        assert json.loads(lines[0]["text"])["t"] == "hello" and lines[0]["dir"] == "received"
        assert all(json.loads(ln["text"])["t"] for ln in lines)
    saves = tmp_path / "saves"
    assert list(saves.glob("autosave-*.json")) and (saves / SEATS_FILE).exists()
    again, code2, port2, env = start_server(tmp_path, "--resume", str(saves))
    try:
        assert code2 == code
        watcher = join(port2, code2, env, "--watch")
        out, err = watcher.communicate(timeout=TIMEOUT)
        assert watcher.returncode == 0 and out.splitlines()[-1] in {o.splitlines()[-1] for o, _ in outs}, err
    finally:
        again.terminate()
        again.wait(TIMEOUT)
