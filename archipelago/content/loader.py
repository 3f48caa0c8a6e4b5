"""`load_content`: read data/*.yaml, validate everything, return frozen Content.

Nothing is read at import time. Errors of all three files are collected and raised
together as one ContentError. The translations of data/locale/<lang>/ (issue 29,
content/locale.py) are read and checked with them; they are not part of the digest (saves
are the same in every language).
"""
from __future__ import annotations

import hashlib
import os
import stat
from dataclasses import replace
from pathlib import Path
from types import MappingProxyType
from typing import Any

from archipelago import i18n

from . import locale
from .model import Area, Card, Content, Event, Face, Hex, Objective, Trend, freeze
from .report import ContentError, Report
from .texts import fill
from .validate import FILES, validate
from .yamldoc import MAX_BYTES, line_of, parse

DATA_DIR = Path(__file__).resolve().parents[2] / "data"


def load_content(data_dir: str | Path | None = None) -> Content:
    """Load and validate rules.yaml, cards.yaml and tiles.yaml from `data_dir`
    (default: the repository's data/ folder, whatever the working directory)."""
    directory = Path(data_dir) if data_dir is not None else DATA_DIR
    report = Report()
    raws: dict[str, bytes] = {}
    nodes, docs = {}, {}
    for file in FILES:
        raw = _read(directory / file, file, report)
        if raw is None:
            continue
        raws[file] = raw
        node, data, ok = parse(file, raw, report)
        nodes[file] = node
        if ok:
            docs[file] = data
    validate(docs, report)
    translations = _read_translations(directory, docs, nodes, report)
    if report:
        raise ContentError(report.render(
            lambda file, path: line_of(nodes[file], path) if nodes.get(file) else None))
    digest = hashlib.sha256(b"".join(raws[file] for file in FILES)).hexdigest()
    content = _build(docs, digest)
    texts = {lang: locale.build(ldocs, docs["cards.yaml"], docs["rules.yaml"], i18n.catalog(lang).gettext)
             for lang, ldocs in translations.items()}
    return replace(content, translations=MappingProxyType(texts))


def _read_translations(directory: Path, docs: dict, nodes: dict, report: Report) -> dict[str, dict]:
    """{lang: {file: data}} of every language folder data/locale/<lang> there is, each
    file checked against cards.yaml (only once cards.yaml itself is valid)."""
    out = {}
    for lang in i18n.LANGUAGES:
        base = directory / locale.folder(lang)
        if lang == i18n.DEFAULT or not base.is_dir():
            continue
        ldocs = {}
        for file in locale.FILES:
            name = f"{locale.folder(lang)}/{file}"
            raw = _read(base / file, name, report)
            if raw is None:
                continue
            node, data, ok = parse(name, raw, report)
            nodes[name] = node
            if ok and "cards.yaml" in docs:
                locale.check(lang, file, data, docs["cards.yaml"], report)
                ldocs[file] = data
        out[lang] = ldocs
    return out if not report else {}


def _read(path: Path, name: str, report: Report) -> bytes | None:
    """The bytes of a data file, or None with the reason in `report` (as file `name`)."""
    try:
        return read_data_file(path)
    except OSError as exc:
        report.add(name, None, (), (), f"cannot read {path}: {exc.strerror}")
    except ValueError as exc:
        report.add(name, None, (), (), f"cannot read {path}: {exc}")
    return None


def read_data_file(path: Path) -> bytes:
    """The bytes of a regular file of at most MAX_BYTES (a pipe or a device would block,
    a huge file would fill memory): ValueError names what is wrong."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise ValueError("it is not a regular file")
        if info.st_size > MAX_BYTES:
            raise ValueError(f"it is {info.st_size:,} bytes; a data file may have at most "
                             f"{MAX_BYTES:,}")
        with os.fdopen(fd, "rb", closefd=False) as stream:
            return stream.read(MAX_BYTES + 1)
    finally:
        os.close(fd)


def _by_id(items: list) -> MappingProxyType:
    return MappingProxyType({item.id: item for item in items})


def _face(data: dict, hex_id: str) -> Face:
    areas = tuple(Area(tuple(a["edges"]), tuple(a["icons"]), a["huts"]) for a in data["areas"])
    return Face(data["id"], hex_id, data["edges"], areas, data["fish"])


def _build(docs: dict[str, Any], digest: str) -> Content:
    """Validated plain data -> frozen objects."""
    cards, tiles = docs["cards.yaml"], docs["tiles.yaml"]
    start = _face(tiles["start_hex"], tiles["start_hex"]["id"])
    hexes = [Hex(h["id"], tuple(_face(f, h["id"]) for f in h["faces"])) for h in tiles["hexes"]]
    faces = [start] + [face for hex_ in hexes for face in hex_.faces]
    return Content(
        rules=freeze(docs["rules.yaml"]),
        cards=_by_id([Card(
            c["id"], c["name"], c["type"], c["arrow"], c["vp"], c["source"],
            fill(c["text"], c, docs["rules.yaml"]),
            freeze(c["use_cost"]), freeze(c["effects"]), freeze(c["wonder"]),
            freeze(c["balance"]), template=c["text"], short=c.get("short") or c["name"],
            gist=fill(c["gist"], c, docs["rules.yaml"]) if c.get("gist") else "") for c in cards["evolution_cards"]]),
        events=_by_id([Event(e["id"], e["name"], e["source"],
                             fill(e["text"], e, docs["rules.yaml"]), freeze(e["effects"]),
                             fill(e["short"], e, docs["rules.yaml"]))
                       for e in cards["events"]]),
        objectives=_by_id([Objective(
            o["id"], o["length"], o["name"], freeze(o["ends_when"]), freeze(o["scoring"]),
            tuple(o.get("without_players", ())),
            tuple(docs["rules.yaml"]["scoring"]["objective_points"])) for o in cards["objective_cards"]]),
        trends=_by_id([Trend(t["id"], t["name"], t["criterion"], t["kind"], tuple(t["points"]),
                             t["source"], t["text"]) for t in cards["trend_cards"]]),
        start_hex=start,
        hexes=_by_id(hexes),
        faces=_by_id(faces),
        digest=digest,
    )
