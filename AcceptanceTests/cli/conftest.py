"""Fixtures for the carousel CLI acceptance tests.

`carousel` is built once per session by scripts/build-tool, in release (a release process starts
and simulates about ten times faster than a debug one, which pays for its build many times over
in 2,000 runs; CAROUSEL_CONFIGURATION=debug tests the debug build); a failing build fails the
tests that need it (nothing is skipped).
"""

import itertools
import json
import os
import subprocess
import sys

import pytest

sys.path.insert(0, os.path.dirname(__file__))

from carousel_helpers import BASE_ARGS, parsed_output  # noqa: E402

PACKAGE_ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
RUN_TIMEOUT = 60


@pytest.fixture(scope="session")
def carousel_bin():
    build = subprocess.run([os.path.join(PACKAGE_ROOT, "scripts", "build-tool")], cwd=PACKAGE_ROOT,
                           capture_output=True, text=True, timeout=1800)
    if build.returncode != 0:
        pytest.fail(
            "scripts/build-tool failed (exit %d):\n%s\n%s" % (build.returncode, build.stdout[-4000:],
                                                               build.stderr[-4000:]),
            pytrace=False,
        )
    path = build.stdout.strip().splitlines()[-1]
    assert os.path.isfile(path) and os.access(path, os.X_OK), f"no executable at {path}"
    return path


_counter = itertools.count()


def _write_trace(directory, trace):
    path = os.path.join(directory, "trace-%d.json" % next(_counter))
    with open(path, "w", encoding="utf-8") as f:
        if isinstance(trace, (str, bytes)):
            f.write(trace if isinstance(trace, str) else trace.decode("utf-8"))
        else:
            json.dump(trace, f)
    return path


@pytest.fixture(scope="session")
def trace_dir(tmp_path_factory):
    return str(tmp_path_factory.mktemp("traces"))


@pytest.fixture(scope="session")
def run_raw(carousel_bin, trace_dir):
    """run_raw(args, trace=None, base=True) -> CompletedProcess.

    `trace` is a list of samples (written as JSON) or raw text; it is passed with --trace.
    `base` prepends the banner geometry arguments.
    """

    def _run(args, trace=None, base=True):
        cmd = [carousel_bin, "simulate"]
        if base:
            cmd += BASE_ARGS
        cmd += [str(a) for a in args]
        if trace is not None:
            cmd += ["--trace", _write_trace(trace_dir, trace)]
        return subprocess.run(cmd, capture_output=True, text=True, timeout=RUN_TIMEOUT)

    return _run


@pytest.fixture(scope="session")
def run(run_raw):
    """run(args, trace) -> parsed JSON output of `carousel simulate ... --json`.

    Fails the test if the tool exits non-zero or prints something that is not JSON.
    """

    def _run(args, trace):
        args = list(args)
        if "--json" not in args:
            args.append("--json")
        return parsed_output(run_raw(args, trace), " ".join(map(str, args)))

    return _run


@pytest.fixture(scope="session")
def run_fail(run_raw):
    """run_fail(args, trace, base=True) -> (returncode, stderr, stdout) for runs expected to fail."""

    def _run(args, trace=None, base=True):
        args = list(args)
        if "--json" not in args:
            args.append("--json")
        proc = run_raw(args, trace, base=base)
        return proc.returncode, proc.stderr, proc.stdout

    return _run
