"""Run ``hoyle serve`` with the test-only game registered (used by the web tests as a
subprocess, so that it can be killed with SIGKILL and restarted)."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import webtest_minigame as minigame  # noqa: E402

from hoyle.cli import app  # noqa: E402

if __name__ == "__main__":
    minigame.register()
    app(["serve", *sys.argv[1:]], standalone_mode=True)
