"""The game in words (issue 40: one module per job; import each name from the module that
holds it). Plain Python (no pygame), below the UI and game control: the table, the
match's log and the save labels read it. Every text is a catalogue message
(archipelago.i18n, issue 29), looked up when it is asked for, so a switch of language
shows at once.

- names: the display name of every engine id (resource, building kind, market, marker
  track, wheel space, phase, game length), counts (cubes) and names in a row;
- cards: card faces and tooltips: effects, costs, balance sides, objectives, wonders;
- reasons: why an action is not possible (the engine's reasons, engine/answers.py);
- status: the status line, who must do what now;
- log: engine events as log sentences, a turn's summary and how the game ended;
- reference: what each phase and wheel space does, and the F1 rules reference;
- story: which sources moved a player's points at a point of the story's chart (issue 41).
"""
