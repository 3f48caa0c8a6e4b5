"""When the game cannot start (or stops on an error): say why in plain words, in a window
if there is a display, always on stderr, and always in a log file in the user's data
folder. Never a bare traceback, never a silent exit (issue 8).

This module imports nothing outside the standard library at import time, so it still
works when a dependency is missing.
"""

import os
import platform
import sys
import time
import traceback
from pathlib import Path

try:                                    # the player's language (stdlib only); a broken package: English
    from archipelago.i18n import _
except Exception:                       # noqa: BLE001 - the report must come out whatever is broken
    def _(message):
        return message

REQUIREMENTS_HINT = "python -m pip install -r requirements.txt"  # i18n: not shown (a command typed as is)


def describe(exc):
    """(title, message) a player can read, for an exception that stopped the game."""
    name = type(exc).__name__
    if isinstance(exc, ModuleNotFoundError):
        part = (exc.name or str(exc)).split(".")[0]
        package = {"pygame": "pygame-ce", "yaml": "PyYAML", "pytmx": "pytmx"}.get(part, part)
        return (_("Archipelago needs a missing part"),
                _("The game cannot start because the Python package \"{package}\" is not installed.\n\n"
                  "Install what the game needs, from its folder:\n    {command}").format(
                    package=package, command=REQUIREMENTS_HINT))
    if name == "ContentError":
        errors = getattr(exc, "errors", None) or [str(exc)]
        shown = "\n".join(f"  - {e}" for e in errors[:8])
        more = ("\n" + _("  ... and {n} more").format(n=len(errors) - 8)) if len(errors) > 8 else ""
        return (_("Archipelago's game data is damaged"),
                _("The game data (the data folder) cannot be used:\n{errors}\n\n"
                  "Restore the data folder from the game's download, or fix the entries named.").format(
                    errors=shown + more))
    text = str(exc)
    if name == "error" and type(exc).__module__.startswith("pygame") or "video" in text.lower():
        return (_("Archipelago cannot open a window"),
                _("No display could be opened ({error}).\nStart the game from a desktop session.").format(error=text))
    if isinstance(exc, OSError):
        return (_("Archipelago cannot read its files"),
                f"{exc.strerror or exc}: {exc.filename or ''}".strip())
    return (_("Archipelago stopped"),
            _("The game stopped because of an unexpected error: {error}").format(error=f"{name}: {text}"))


def log_folder():
    try:
        from archipelago.saves.paths import data_dir
        return data_dir() / "logs"
    except Exception:                      # the package itself is broken: still log somewhere
        return Path.home() / ".archipelago-logs"


def write_log(title, message, exc):
    """A log file with the message, the traceback and the versions; returns its path."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    lines = [f"Archipelago {stamp}", title, "", message, "",  # i18n: not shown (the crash log file, for developers)
             f"python {sys.version.split()[0]} on {platform.platform()}",
             f"argv {sys.argv!r}", "",
             "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))]
    for folder in (log_folder(), Path.home() / ".archipelago-logs"):
        try:
            folder.mkdir(parents=True, exist_ok=True)
            path = folder / f"error-{stamp}.log"
            path.write_text("\n".join(lines), encoding="utf-8")
            return path
        except OSError:
            continue
    return None


def has_display():
    if os.environ.get("SDL_VIDEODRIVER") in ("dummy", "offscreen"):
        return False
    if sys.platform.startswith("linux") or "bsd" in sys.platform:
        return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    return True


def show_window(title, text):
    """A small message window: pygame if it imports, else tkinter; False if neither."""
    try:
        _pygame_window(title, text)
        return True
    except Exception:
        pass
    try:
        import tkinter
        from tkinter import messagebox
        root = tkinter.Tk()
        root.withdraw()
        messagebox.showerror(title, text)
        root.destroy()
        return True
    except Exception:
        return False


def _pygame_window(title, text):
    import pygame
    pygame.init()
    font_file = Path(__file__).resolve().parents[1] / "assets" / "fonts" / "DejaVuSans.ttf"
    font = pygame.font.Font(str(font_file) if font_file.exists() else None, 17)
    bold = pygame.font.Font(str(font_file.with_name("DejaVuSans-Bold.ttf"))
                            if font_file.exists() else None, 20)
    width = 760
    lines = []
    for para in text.split("\n"):
        words, line = para.split(" "), ""
        for w in words:
            trial = (line + " " + w) if line else w
            if font.size(trial)[0] > width - 60 and line:
                lines.append(line)
                line = w
            else:
                line = trial
        lines.append(line)
    height = 120 + 24 * len(lines)
    screen = pygame.display.set_mode((width, height))
    pygame.display.set_caption(title)
    ok = pygame.Rect(width - 150, height - 60, 120, 40)
    while True:
        screen.fill((236, 226, 200))
        screen.blit(bold.render(title, True, (120, 40, 30)), (30, 22))
        for i, line in enumerate(lines):
            screen.blit(font.render(line, True, (40, 32, 24)), (30, 62 + 24 * i))
        pygame.draw.rect(screen, (232, 188, 72), ok, border_radius=6)
        label = font.render(_("OK"), True, (30, 24, 16))
        screen.blit(label, label.get_rect(center=ok.center))
        pygame.display.flip()
        e = pygame.event.wait()
        if e.type == pygame.QUIT or (e.type == pygame.KEYDOWN and e.key in (
                pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_SPACE)) or (
                e.type == pygame.MOUSEBUTTONUP and ok.collidepoint(e.pos)):
            break
    pygame.quit()


def report_failure(exc):
    """Tell the player why the game stopped; returns the process exit code (1)."""
    title, message = describe(exc)
    path = write_log(title, message, exc)
    where = ("\n\n" + _("Details were written to:\n    {path}").format(path=path)) if path else ""
    print(f"{title}\n{message}{where}", file=sys.stderr)
    if has_display():
        show_window(title, message + where)
    return 1
