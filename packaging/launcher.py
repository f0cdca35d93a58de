"""The frozen program's entry point: the same as the ``tourney`` command."""

from tourney.start import main

if __name__ == "__main__":
    main()
