"""``python -m newsfuse``: the same command line as the ``newsfuse`` script."""

from .cli import main

if __name__ == "__main__":
    main()
