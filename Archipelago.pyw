"""Double-click launcher without a console window (Windows runs .pyw files with pythonw)."""
import runpy
from pathlib import Path

runpy.run_path(str(Path(__file__).resolve().with_name("main.py")), run_name="__main__")
