"""``python -m hoyle``: the same command line as ``hoyle`` (:func:`hoyle.cli.main`)."""

from .cli import main

if __name__ == "__main__":
    main()
