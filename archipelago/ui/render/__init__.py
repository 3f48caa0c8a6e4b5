"""Drawing, one module per thing drawn; `compose.TableRenderer` composes the table's areas
with cached layers. Pixels only: what is clickable and why comes from ../interact.

compose.py   TableRenderer: the whole table for one view, each area cached with its slice
hexmap.py    the map (tiles, pieces, pan and zoom); hexgeo.py its geometry (pure math)
map_words.py the map's words: hexes named by their icons, a face's offer, units' and buildings' tips
boards.py    boards I-IV (markets, stability, workers); forecast.py the crisis forecast badge
wheel.py     the action wheel; track.py the evolution track and deck top
panels.py    the player panels and the viewer's private screen
status.py    the status line and the phase tracker; log.py the log panel
cards.py     card faces at any size; names.py engine ids as display names
decisions.py the decision panel, popups and the glow/dim overlay of interact's spec
anim.py      short animations from one view to the next
shapes.py    procedural pieces and icons; common.py panels, badges, tooltips
"""
