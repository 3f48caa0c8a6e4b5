#!/usr/bin/env sh
# Adds Archipelago to the desktop's application menu (Linux, freedesktop.org):
# writes ~/.local/share/applications/archipelago.desktop pointing at this checkout.
set -eu
here=$(cd "$(dirname "$0")/../.." && pwd)
apps="${XDG_DATA_HOME:-$HOME/.local/share}/applications"
mkdir -p "$apps"
sed -e "s|@ROOT@|$here|g" "$here/packaging/linux/archipelago.desktop.in" > "$apps/archipelago.desktop"
chmod +x "$apps/archipelago.desktop"
echo "installed $apps/archipelago.desktop"
