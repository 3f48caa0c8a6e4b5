"""Double-click launcher without a console window (Windows runs .pyw files with pythonw)."""
import runpy
from pathlib import Path

if __name__ == "__main__":      # (not in the review's worker process, which imports this file again: issue 41)
    runpy.run_path(str(Path(__file__).resolve().with_name("main.py")), run_name="__main__")
