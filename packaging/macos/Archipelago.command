#!/bin/sh
# Double-click in Finder to start Archipelago.
cd "$(dirname "$0")/../.." && exec python3 main.py "$@"
