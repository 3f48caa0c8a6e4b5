"""A seeded random bot: uniform over the legal actions, with one exception so that
games run their course instead of ending in independence at the first crisis: in a
crisis response it hands over cubes and stands citizens up whenever it can (it still
composes silly trade offers and bids at random; the engine bounds those)."""

from .base import Bot, canonical

# Answers to a crisis (R6.2, R6.3): preferred over "done" / "offer" when listed.
CRISIS_ANSWERS = frozenset(("temple", "deliver", "stand"))


class RandomBot(Bot):
    kind = "random"
    uses_view = False

    def __init__(self, seat, seed=0, level="normal", crisis_bias=True):
        super().__init__(seat, seed, level)
        self.crisis_bias = crisis_bias

    def choose(self, view, legal):
        if not legal:
            raise ValueError("no legal action to choose from")
        legal = canonical(legal)
        if self.crisis_bias:
            answers = [a for a in legal if a.kind in CRISIS_ANSWERS]
            if answers:
                return self.rng.choice(answers)
        return self.rng.choice(legal)
