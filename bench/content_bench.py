"""Benchmark: how long `load_content()` takes (read, parse, validate, freeze).

    python bench/content_bench.py [--runs 20] [--data DIR]

Prints the median, fastest and slowest of the runs, and the YAML loader used.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from archipelago.content import load_content  # noqa: E402
from archipelago.content.yamldoc import LOADER  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--data", help="data folder (default: the repo's data/)")
    args = parser.parse_args()
    load_content(args.data)  # warm-up: imports and caches
    times = []
    for _ in range(args.runs):
        start = time.perf_counter()
        load_content(args.data)
        times.append(time.perf_counter() - start)
    print(f"load_content: median {statistics.median(times) * 1000:.1f} ms over {args.runs} runs "
          f"(min {min(times) * 1000:.1f}, max {max(times) * 1000:.1f}); "
          f"YAML loader: yaml.{LOADER.__name__}")


if __name__ == "__main__":
    main()
