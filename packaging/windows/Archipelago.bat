@echo off
rem Starts Archipelago without a console window (pythonw), from wherever this file is.
cd /d "%~dp0\..\.."
start "" pythonw main.py %*
