"""The review of a finished game (issue 41): who was winning as each seat could tell it,
where the game turned and which decisions cost most. No pygame, no words (words/review.py
says it); callers import the submodules.

chances.py: a seat's chance of winning from its view only; game.py: the review of a
finished game's record (plain data); runner.py: the review in a worker process, with its
progress and cancel, kept with the finished game's save; params.py: the fitted numbers
(data/review.yaml); fit.py: fitting them on bot games; calibrate.py: the samples, the
Brier score and the calibration in tenths; games.py: the bot games for both (and the
bench's planted blunders).
"""
