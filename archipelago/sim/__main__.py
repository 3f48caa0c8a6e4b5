"""`python -m archipelago.sim`: play headless games with bots (speed, fuzz, balance).

Examples
  python -m archipelago.sim --games 50 --players 4 --length medium --bots heuristic --seed 1 --check --json
  python -m archipelago.sim --games 200 --players 2..5 --length all --bots random --check
  python -m archipelago.sim --games 100 --players 4 --length short,medium,long --report balance
  python -m archipelago.sim --replay 100007 --players 2..5 --length all --bots random
  python -m archipelago.sim --games 80 --players 4 --bots hard,normal,normal,normal --rotate --jobs 1
  python -m archipelago.sim --games 16 --players 4 --length short --bots expert@0.3,normal,normal,normal --rotate
  python -m archipelago.sim --games 30 --players 3 --length short --bots hint,normal,normal --rotate --jobs 2
  python -m archipelago.sim --games 30 --players 3 --length short --bots hint,normal,normal --rotate --deal 0=S10

--players takes a count, a list (2,3,5) or a range (2..5 or 2-5); --length takes a length,
a list or "all"; both cycle over the games. --bots lists one bot per seat, cycled
(random, heuristic, easy, normal, hard, expert; expert@0.3 thinks 0.3 s a decision instead
of 2 s; hint plays every Hint whole, as a person following it would, and the summary says
whether any of its trades gave something for nothing without the hint calling it a gift).
A failing game (exception or, with --check, an invariant violation) prints its seed and
the --replay command that plays it again verbosely. --rotate plays each deal n times (n = players), turning the seating one
seat each time, so every bot sits at every seat of the same deal: use one player count and
a multiple of it for --games. The summary gives each bot's win rate (ties split) with a
95 % Wilson interval, its mean score and the win rate of each seat. With --json the last line of stdout is one JSON object.
--search-clock cpu makes hard and expert bots count their search budget in their thread's
CPU time instead of wall time (the game always uses wall time), so a tournament run on a
busy machine plays the search a quiet machine would.
--deal J=ID (repeatable) deals objective card ID (data/cards.yaml, R11.1) to the bot at
position J of --bots (0 first) wherever the seating puts it, through the engine's seeded
setup (engine.new_game objectives=...): the shuffle is the seed's, and the card is swapped
into that seat (the other seats keep their cards where they can). With --rotate the card
moves with the bot, so two batches that differ only in that bot play the same deals and
seats (issue 37: the hint against the hard level, dealt Separatist or Pacifist).
"""

import argparse
import json
import sys

from .report import balance, balance_text, summary_table
from .runner import ROUND_CAP, play_game, run, spec_for_replay
from archipelago.engine.kinds import BALANCE, SHORT


def positive(text):
    """A whole number of at least 1 (argparse prints the usage and stops otherwise)."""
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if n < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1: {text!r}")
    return n


def parse_players(text):
    text = text.strip()
    for sep in ("..", "-"):
        if sep in text:
            lo, hi = text.split(sep)
            out = list(range(int(lo), int(hi) + 1))
            break
    else:
        out = [int(x) for x in text.split(",")]
    if not out or any(not 2 <= n <= 5 for n in out):
        raise argparse.ArgumentTypeError(f"player counts must be 2-5: {text!r}")
    return out


def parse_lengths(text):
    if text.strip() == "all":
        return ["short", "medium", "long"]
    out = [x.strip() for x in text.split(",")]
    bad = [x for x in out if x not in (SHORT, "medium", "long")]
    if bad:
        raise argparse.ArgumentTypeError(f"unknown length(s): {', '.join(bad)}")
    return out


def parse_deal(text):
    """"J=ID" -> (J, ID): objective card ID for the bot at position J of --bots."""
    pos, sep, oid = text.partition("=")
    if not sep or not pos.strip().isdigit() or not oid.strip():
        raise argparse.ArgumentTypeError(f"use POSITION=OBJECTIVE, e.g. 0=S10: {text!r}")
    return int(pos), oid.strip()


def check_deal(content, args):
    """The reason the --deal cards cannot be dealt in every game of the batch, or None."""
    seen = set()
    for pos, oid in args.deal:
        o = content.objectives.get(oid)
        if o is None:
            return f"no objective card {oid!r}"
        if oid in seen or pos in {p for p, x in args.deal if x != oid}:
            return f"--deal gives {oid} twice or a position two cards"
        seen.add(oid)
        if any(x != o.length for x in args.length):
            return f"{oid} is a {o.length} card: use --length {o.length}"
        if any(pos >= n or n in o.without_players for n in args.players):
            return f"{oid} cannot go to position {pos} in games of {args.players} players"
    return None


def parse_bots(text):
    from .runner import parse_bot
    out = [x.strip() for x in text.split(",") if x.strip()]
    try:
        for b in out:
            parse_bot(b)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m archipelago.sim",
                                 description=__doc__.split("\n\n")[0],
                                 epilog="\n\n".join(__doc__.split("\n\n")[1:]),
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=positive, default=10, help="games to play (default 10)")
    ap.add_argument("--players", type=parse_players, default=[4],
                    help="2-5, a list (2,3,5) or a range (2..5); cycled over the games")
    ap.add_argument("--length", type=parse_lengths, default=["medium"],
                    help="short, medium, long, a list or all; cycled over the games")
    ap.add_argument("--bots", type=parse_bots, default=["heuristic"],
                    help="one per seat, cycled: random, heuristic[:easy|normal|hard|expert], "
                         "expert@SECONDS, hint")
    ap.add_argument("--seed", type=int, default=0,
                    help="batch seed; game i has the seed SEED*100000+i")
    ap.add_argument("--rotate", action="store_true",
                    help="seat rotation: each deal played n times, the seating turned each time")
    ap.add_argument("--check", action="store_true", help="check every invariant after every action")
    ap.add_argument("--json", action="store_true", help="last stdout line: the figures as JSON")
    ap.add_argument("--replay", type=int, metavar="SEED", help="replay one game verbosely")
    ap.add_argument("--report", choices=["balance"], help="add the balance report")
    ap.add_argument("--round-cap", type=positive, default=ROUND_CAP, help="stop a game after this round")
    ap.add_argument("--jobs", type=positive, default=1, help="worker processes (default 1)")
    ap.add_argument("--open-ended", action="store_true",
                    help="objectives never end a game (in memory; data untouched): with "
                         "--report balance, when each end condition would first hold")
    ap.add_argument("--search-clock", choices=["wall", "cpu"], default="wall",
                    help="what a searching bot's time budget counts: wall time (default, as "
                         "in the game) or its thread's CPU time (tournaments on a busy machine)")
    ap.add_argument("--deal", type=parse_deal, action="append", default=[], metavar="J=ID",
                    help="deal objective ID to the bot at position J of --bots (repeatable)")
    args = ap.parse_args(argv)

    from archipelago.content import load_content
    content = load_content()
    bad = check_deal(content, args)
    if bad:
        ap.error(bad)

    if args.replay is not None:
        return replay(content, args)

    def progress(done, total, rec, secs):
        if rec.status != "ok":
            print(f"\nFAILED game seed {rec.seed} ({rec.players} players, {rec.length}): "
                  f"{rec.where}\n  {rec.error.strip().splitlines()[0] if rec.error else ''}\n"
                  f"  reproduce: {replay_command(args, rec.seed)}", file=sys.stderr)
        tty = sys.stderr.isatty()
        if tty or done == total or done % max(1, total // 10) == 0:
            end = "\n" if (not tty or done == total) else ""
            print(f"\r[{done}/{total}] {secs:.1f} s, {done / secs:.2f} games/s",
                  end=end, file=sys.stderr, flush=True)

    summary = run(games=args.games, players=args.players, lengths=args.length, bots=args.bots,
                  seed=args.seed, check=args.check, round_cap=args.round_cap, jobs=args.jobs,
                  content=content, progress=progress, balance=args.report == BALANCE,
                  open_ended=args.open_ended, rotate=args.rotate,
                  cpu_clock=args.search_clock == "cpu", deal=args.deal)
    records = summary.pop("records")
    print(f"archipelago.sim: {args.games} games, players {args.players}, length "
          f"{','.join(args.length)}, bots {','.join(args.bots)}, seed {args.seed}"
          f"{', checked' if args.check else ''}{', seats rotated' if args.rotate else ''}, round cap {args.round_cap}"
          f"{', open-ended (objectives never end a game)' if args.open_ended else ''}"
          f"{', search budget in thread CPU time' if args.search_clock == 'cpu' else ''}"
          f"{''.join(f', position {j} dealt {oid}' for j, oid in args.deal)}")
    print(summary_table(summary))
    for rec in records:
        if rec.status != "ok":
            print(f"FAILED seed {rec.seed}: {rec.where}: {rec.error.strip().splitlines()[0]}\n"
                  f"  reproduce: {replay_command(args, rec.seed)}")
    if args.report == BALANCE:
        b = balance(records, content)
        print()
        print(balance_text(b))
        summary["balance"] = b
    if args.json:
        print(json.dumps(summary, sort_keys=False))
    return 1 if summary["errors"] or summary["invariant_violations"] else 0


def replay_command(args, seed):
    players = ",".join(map(str, args.players))
    return (f"python -m archipelago.sim --replay {seed} --players {players} "
            f"--length {','.join(args.length)} --bots {','.join(args.bots)} "
            f"--round-cap {args.round_cap}{' --rotate' if args.rotate else ''}"
            f"{''.join(f' --deal {j}={oid}' for j, oid in args.deal)}")


def replay(content, args):
    spec = spec_for_replay(args.replay, args.players, args.length, args.bots, args.round_cap,
                           rotate=args.rotate, deal=args.deal)
    print(f"replay seed {spec.seed}: {spec.players} players, {spec.length}, "
          f"bots {', '.join(spec.labels)}, invariants checked after every action")
    rec = play_game(content, spec, trace=print)
    print(f"status {rec.status}, end {rec.end_reason}, rounds {rec.rounds}, "
          f"actions {rec.actions}, {rec.seconds:.2f} s")
    if rec.result:
        res = rec.result
        for s in range(spec.players):
            print(f"  seat {s} {spec.labels[s]:<16} {res['totals'][s]:>3} points  "
                  f"{res['scores'][s]}  rank {res['ranks'][s]}")
        print(f"  winners {res['winners']}")
    if rec.status != "ok":
        print(f"FAILED at {rec.where}\n{rec.error}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
