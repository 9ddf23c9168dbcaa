# Set-up and checks. `make example` and `make test` work on a fresh machine: they create the
# virtual environment, install newsfuse with what it needs, then run.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: example test lint bench bench-stories bench-dask bench-serve bench-feeds serve clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e ".[eval,server,dask,dev]"
	touch $(STAMP)

example: $(STAMP)
	$(BIN)/newsfuse summarize examples/velmora

lint: $(STAMP)
	$(BIN)/ruff check newsfuse tests bench

test: lint
	$(BIN)/python -m pytest tests

bench: $(STAMP)
	$(BIN)/python bench/quality.py

bench-stories: $(STAMP)
	$(BIN)/python bench/stories_quality.py --sweep
	$(BIN)/python bench/stories_scale.py --plot

bench-dask: $(STAMP)
	$(BIN)/python bench/dask_scale.py

bench-serve: $(STAMP)
	$(BIN)/python bench/serve_load.py

bench-feeds: $(STAMP)
	$(BIN)/python bench/feeds_soak.py

serve: $(STAMP)
	$(BIN)/newsfuse serve --db newsfuse.db --example

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache
