"""Sound effects made in code (no sound files): a soft two-note chime when a person's
decision comes up. Silent when there is no audio device; the volume comes from the
settings (0 = off)."""
from __future__ import annotations

import array
import math
import os
import sys

import pygame

_STATE = {"ok": None, "sounds": {}}


def _mixer():
    if _STATE["ok"] is None:
        with _quiet_stderr():          # a machine without sound makes ALSA print pages of errors
            try:
                if not pygame.mixer.get_init():
                    pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
                _STATE["ok"] = bool(pygame.mixer.get_init())
            except (pygame.error, OSError):
                _STATE["ok"] = False
    return _STATE["ok"]


class _quiet_stderr:
    """Silence the C library's stderr (file descriptor 2) for a moment."""

    def __enter__(self):
        self.saved = None
        try:
            sys.stderr.flush()
            self.saved = os.dup(2)
            null = os.open(os.devnull, os.O_WRONLY)
            os.dup2(null, 2)
            os.close(null)
        except OSError:
            self.saved = None
        return self

    def __exit__(self, *exc):
        if self.saved is not None:
            os.dup2(self.saved, 2)
            os.close(self.saved)
        return False


def _tone(notes, seconds=0.55):
    freq, _size, channels = pygame.mixer.get_init()
    n = int(freq * seconds)
    samples = array.array("h")
    for i in range(n):
        t = i / freq
        v = 0.0
        for k, (hz, start) in enumerate(notes):
            if t >= start:
                dt = t - start
                v += math.sin(2 * math.pi * hz * dt) * math.exp(-dt * 7.0) * (0.5 if k else 0.6)
        fade = min(1.0, (n - i) / (freq * 0.05))
        s = int(max(-1.0, min(1.0, v * 0.45 * fade)) * 32767)
        samples.extend([s] * channels)
    return pygame.mixer.Sound(buffer=samples.tobytes())


def chime(volume):
    """Your turn: E5 then A5, soft."""
    if volume <= 0 or not _mixer():
        return
    try:
        snd = _STATE["sounds"].get("chime")
        if snd is None:
            snd = _STATE["sounds"]["chime"] = _tone([(659.25, 0.0), (880.0, 0.12)])
        snd.set_volume(max(0.0, min(1.0, volume / 100)))
        snd.play()
    except pygame.error:
        _STATE["ok"] = False
