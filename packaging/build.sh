#!/usr/bin/env sh
# Builds the one-folder bundle and self-tests it headless (README "Players without Python").
set -eu
cd "$(dirname "$0")/.."
python -m pip install -r requirements-build.txt
python -m PyInstaller --noconfirm --distpath dist --workpath build packaging/archipelago.spec
SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy dist/Archipelago/Archipelago --selftest
echo "bundle ok: dist/Archipelago/"
