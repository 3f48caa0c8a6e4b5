"""The estimator's few fitted numbers (issue 41): data/review.yaml, written by
`python -m archipelago.review.fit` from bot games (the seeds it names) and read here
once; the file says what each number is. A missing or damaged file is an error: the
review never runs on made-up numbers."""

from pathlib import Path

import yaml

PATH = Path(__file__).resolve().parents[2] / "data" / "review.yaml"
MODEL = ("b0", "b1", "a", "g", "c0", "c1", "o")  # the chances' fitted parameters (chances.py)
CALIBRATION = ("k", "m")                          # and their calibration, fitted after them
NAMES = MODEL + CALIBRATION

_CACHE = {}


def load(path=PATH):
    """{"params": {name: float, "strength": {objective: its strength}, "edges": {bot level:
    {players: its edge}}}, "marks": {mark: chance lost}, "fit": what they were fitted on}."""
    path = Path(path)
    hit = _CACHE.get(path)
    if hit is None:
        doc = yaml.safe_load(path.read_text(encoding="utf-8"))
        params = {k: float(doc["params"][k]) for k in NAMES}
        params["strength"] = {str(k): float(v) for k, v in doc["objectives"].items()}
        params["edges"] = {str(k): {int(n): float(e) for n, e in by.items()} for k, by in doc["levels"].items()}
        marks = {k: float(v) for k, v in doc["marks"].items()}
        hit = _CACHE[path] = {"params": params, "marks": marks, "fit": doc.get("fit", {})}
    return hit


def write(params, marks, fit, path=PATH):
    """Write the fitted numbers (the fitting tool only)."""
    lines = ["# The game review's chance of winning (issue 41, archipelago/review/chances.py; docs/REVIEW.md).",
             "# Written by `python -m archipelago.review.fit`; fitted on bot games whose seeds `fit` names,",
             "# never on the games bench/review_bench.py checks the calibration on.",
             "# share = rounds left / the typical rounds of the length (rules.yaml typical_rounds),",
             "# logit of a seat = exp(b0) * (1 / share) ** b1 * (points + exp(a) * share ** g * material - the mean),",
             "#   + o * (the strength of the seat's objective - the seats' mean),",
             "# logit of nobody winning (independence, R6.6) = c0 + c1 * danger;",
             "# a seat's chance, the worlds' mean, is calibrated last: its logit * k + m.",
             "params:"]
    lines += [f"  {k}: {params[k]:.6g}" for k in NAMES]
    lines.append("# how often each objective's holder won bot games, against an equal share (the log of the")
    lines.append("# ratio, shrunk towards none by review/fit.SHRINK expected wins), counted by `fit` on games of")
    lines.append("# their own")
    lines.append("objectives:")
    lines += [f"  {k}: {v:.4f}" for k, v in sorted(params["strength"].items())]
    lines.append("# a bot's edge on a seat's logit, by players: the log-odds with which one bot of that level")
    lines.append("# beats normal ones, counted by `fit` on games of their own (a person's seat has none: counted")
    lines.append("# as normal);")
    lines.append("# a level too slow to count gets the edge of the one it beats (review/fit.AS_STRONG)")
    lines.append("levels:")
    lines += [f"  {k}: {{" + ", ".join(f"{n}: {e:.4f}" for n, e in by.items()) + "}"
              for k, by in params["edges"].items()]
    lines.append("# a decision that lowers the seat's chance by at least this much, against the bots' better move")
    lines.append("marks:")
    lines += [f"  {k}: {v}" for k, v in marks.items()]
    lines.append("fit:")
    lines += [f"  {k}: {v}" for k, v in fit.items()]
    Path(path).write_text("\n".join(lines) + "\n", encoding="utf-8")
    _CACHE.pop(Path(path), None)
