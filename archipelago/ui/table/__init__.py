"""The table scene: one view of the game, and every decision of its viewer by mouse.

scene.py    TableScene: the view, busy/undo/animation/UI-scale state, the layout of the
            decision panel and popups, input, submit
pointer.py  what lies under the mouse: hit testing, the click point of a control, hover
            and tooltips
paint.py    the composed frame (table, glow, panel, popup, status buttons), hover
            outlines, the card preview and the tooltip
overlay.py  a card drawn large, and the modal overlay that shows it
"""
