"""Issue 15, the `carousel` tool: `render -o` writes through the path; render and bench work
stays bounded; errors quote input bounded and escaped; `--example` with flags.

No test here asserts a wall-clock bound (CI is a busy 2-core machine): the limits are tested
by their refusals and counts, and Tools/README.md's "Limits" table gives the measured worst cases."""

import json
import os
import re
import stat
import subprocess
import tempfile

import pytest

from layout_model import cli, cli_json

SVG_START = "<svg"


@pytest.fixture()
def scratch():
    with tempfile.TemporaryDirectory(prefix="carousel-io-") as d:
        yield d


def render_to(carousel_bin, path, *extra):
    return cli(carousel_bin, "render", ["--offset", "100", "-o", path] + list(extra))


def error_lines(proc):
    return [line for line in proc.stderr.splitlines() if line.startswith("Error:")]


# --------------------------------------------------------------------------------------
# 5. render -o writes through the path
# --------------------------------------------------------------------------------------


def test_output_through_a_symlink_writes_the_target_and_keeps_the_link(carousel_bin, scratch):
    target = os.path.join(scratch, "target.svg")
    link = os.path.join(scratch, "link.svg")
    with open(target, "w") as f:
        f.write("old content that is longer than nothing" * 100)
    os.symlink("target.svg", link)
    proc = render_to(carousel_bin, link)
    assert proc.returncode == 0 and proc.stdout == "", proc.stderr
    assert os.path.islink(link) and os.readlink(link) == "target.svg"
    with open(target) as f:
        text = f.read()
    assert text.startswith(SVG_START) and text.rstrip().endswith("</svg>") and "old content" not in text


def test_output_keeps_the_files_mode_and_hard_links(carousel_bin, scratch):
    target = os.path.join(scratch, "picture.svg")
    other = os.path.join(scratch, "other-name.svg")
    with open(target, "w") as f:
        f.write("x")
    os.chmod(target, 0o640)
    os.link(target, other)
    inode = os.stat(target).st_ino
    proc = render_to(carousel_bin, target)
    assert proc.returncode == 0, proc.stderr
    st = os.stat(target)
    assert st.st_ino == inode and st.st_nlink == 2, "the file was replaced, not written"
    assert stat.S_IMODE(st.st_mode) == 0o640
    with open(other) as f:
        assert f.read().startswith(SVG_START)


def test_a_new_file_gets_0666_less_the_umask(carousel_bin, scratch):
    path = os.path.join(scratch, "new.svg")
    proc = subprocess.run(["sh", "-c", 'umask 027 && exec "$0" render --offset 0 -o "$1"', carousel_bin, path],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o640


@pytest.mark.skipif(os.geteuid() != 0, reason="only root could replace /dev/null (the FIFO test covers the rest)")
def test_output_to_dev_null_leaves_the_device_alone(carousel_bin):
    before = os.stat("/dev/null")
    assert stat.S_ISCHR(before.st_mode)
    proc = render_to(carousel_bin, "/dev/null")
    assert proc.returncode == 0, proc.stderr
    after = os.stat("/dev/null")
    assert stat.S_ISCHR(after.st_mode) and after.st_rdev == before.st_rdev and after.st_ino == before.st_ino


def test_output_to_a_fifo_is_written_through(carousel_bin, scratch):
    """A device-like check that needs no root: a named pipe stays a pipe and gets the SVG."""
    fifo = os.path.join(scratch, "pipe")
    os.mkfifo(fifo)
    proc = subprocess.Popen([carousel_bin, "render", "--offset", "0", "-o", fifo], stderr=subprocess.PIPE)
    with open(fifo) as f:
        text = f.read()
    assert proc.wait(timeout=60) == 0, proc.stderr.read()
    assert stat.S_ISFIFO(os.stat(fifo).st_mode) and text.startswith(SVG_START)


def test_output_dash_is_standard_output(carousel_bin):
    proc = cli(carousel_bin, "render", ["--offset", "0", "-o", "-"])
    assert proc.returncode == 0 and proc.stdout.startswith(SVG_START), proc.stderr


@pytest.mark.parametrize("where,reason", [("missing/dir/x.svg", "No such file or directory"),
                                          (".", "Is a directory")])
def test_an_unwritable_output_names_the_path_and_the_reason(carousel_bin, scratch, where, reason):
    path = os.path.join(scratch, where)
    proc = render_to(carousel_bin, path)
    assert proc.returncode == 1 and proc.stdout == "", proc
    assert error_lines(proc) == [f"Error: --output: cannot write '{path}': {reason}"], proc.stderr


@pytest.mark.parametrize("command", ["simulate", "render"])
@pytest.mark.parametrize("where,reason", [("missing.json", "No such file or directory"),
                                          (".", "Is a directory")])
def test_an_unreadable_trace_names_the_path_and_the_reason(carousel_bin, scratch, command, where, reason):
    path = os.path.join(scratch, where)
    proc = cli(carousel_bin, command, ["--trace", path])
    assert proc.returncode == 1 and proc.stdout == "", proc
    assert error_lines(proc) == [f"Error: --trace: cannot read '{path}': {reason}"], proc.stderr


def test_a_refused_render_leaves_the_output_file_untouched(carousel_bin, scratch):
    path = os.path.join(scratch, "keep.svg")
    with open(path, "w") as f:
        f.write("keep me")
    trace = os.path.join(scratch, "long.json")
    with open(trace, "w") as f:
        json.dump([{"t": 0, "x": 200, "phase": "began"}, {"t": 70, "x": 100, "phase": "ended"}], f)
    proc = cli(carousel_bin, "render", ["--trace", trace, "--animate", "-o", path])
    assert proc.returncode == 1 and "at most 3600 frames" in proc.stderr
    with open(path) as f:
        assert f.read() == "keep me"


# --------------------------------------------------------------------------------------
# 6. render and bench: work bounded inside the limits (counts and refusals, not time)
# --------------------------------------------------------------------------------------


def test_an_animation_of_a_million_pages_draws_every_frame(carousel_bin, scratch):
    """3,480 frames at 240 fps over a million pages (128 s before the configuration was built once)."""
    trace = os.path.join(scratch, "hold.json")
    with open(trace, "w") as f:
        json.dump([{"t": 0, "x": 200, "y": 100, "phase": "began"},
                   {"t": 14.5, "x": 200, "y": 100, "phase": "ended"}], f)
    proc = cli(carousel_bin, "render", ["--layout", "pages", "--count", "1000000", "--fps", "240", "--animate",
                                        "--trace", trace], timeout=300)
    assert proc.returncode == 0, proc.stderr
    frames = proc.stdout.count("<animate ")
    assert 3480 <= frames <= 3600, frames


BENCH_WIDE = {
    "coverflow": ["--layout", "coverflow", "--viewport", "1000x1000", "--item-fraction", "0.00101",
                  "--count", "100000000"],
    "linear": ["--layout", "linear", "--viewport", "1000x1000", "--item-fraction", "0.00101", "--spacing", "0",
               "--count", "100000000", "--loop"],
    "pages": ["--layout", "pages", "--page-sizes", "1", "--spacing", "0", "--viewport", "375x999",
              "--count", "1000000"],
    # A flat wheel shows one item but examines thousands of positions per frame.
    "flat wheel": ["--layout", "wheel", "--viewport", "1000000x100", "--visible-items", "1", "--loop",
                   "--count", "100000000"],
}


@pytest.mark.parametrize("name", sorted(BENCH_WIDE))
def test_bench_refuses_more_than_two_million_item_frames(carousel_bin, name):
    proc = cli(carousel_bin, "bench", BENCH_WIDE[name] + ["--frames", "100000", "--json"])
    assert proc.returncode == 64 and proc.stdout == "", proc
    (line,) = error_lines(proc)
    m = re.fullmatch(r"Error: --frames 100000 × (\d+) items per frame is more than 2000000 item-frames \(the limit\): "
                     r"lower --frames to at most (\d+), or show fewer items \(.*\)", line)
    assert m, line
    per_frame, most = int(m.group(1)), int(m.group(2))
    assert per_frame >= 990 and most == 2_000_000 // per_frame
    over = cli(carousel_bin, "bench", BENCH_WIDE[name] + ["--frames", str(most + 1), "--json"])
    assert over.returncode == 64 and "item-frames (the limit)" in over.stderr


def test_bench_runs_up_to_its_item_frame_limit(carousel_bin):
    args = ["--viewport", "1000x200", "--item-fraction", "0.01", "--spacing", "0", "--count", "1000000"]
    line = error_lines(cli(carousel_bin, "bench", args + ["--frames", "100000"]))[0]
    most = int(re.search(r"at most (\d+)", line).group(1))
    out = cli_json(carousel_bin, "bench", args + ["--frames", most], timeout=300)
    assert out["frames"] == most and 90 <= out["slots"] <= 110, out


# --------------------------------------------------------------------------------------
# 7. errors quote input bounded and escaped
# --------------------------------------------------------------------------------------


def simulate_trace(carousel_bin, scratch, text, name="trace.json"):
    path = os.path.join(scratch, name)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    proc = subprocess.run([carousel_bin, "simulate", "--trace", path, "--json"], capture_output=True, timeout=120)
    return path, proc


def test_a_16_mb_phase_is_quoted_as_a_bounded_prefix(carousel_bin, scratch):
    phase = "A" * (16 * 1024 * 1024 - 64)
    path, proc = simulate_trace(carousel_bin, scratch, '[{"t":0,"x":1,"phase":"%s"}]' % phase)
    assert proc.returncode == 1 and proc.stdout == b""
    assert len(proc.stderr) < 400, len(proc.stderr)
    err = proc.stderr.decode()
    assert err == (f"Error: --trace {path}: trace sample 0: unknown phase \"{'A' * 48}…({len(phase) - 48} more)\" "
                   "(expected began, moved, ended or cancelled)\n"), err


def test_escape_sequences_in_a_trace_are_escaped(carousel_bin, scratch):
    sample = {"t": 0, "x": 1, "phase": "\u001b]0;PWNED\u0007\u001b[2J"}
    _, proc = simulate_trace(carousel_bin, scratch, json.dumps([sample]))
    assert proc.returncode == 1
    assert b"\x1b" not in proc.stderr and b"\x07" not in proc.stderr
    assert 'unknown phase "\\u{1B}]0;PWNED\\u{7}\\u{1B}[2J"' in proc.stderr.decode()


@pytest.mark.parametrize("text,fragment", [
    ('[{"t":0,"x":%s,"phase":"began"}]' % ("9" * 1_000_000), '"x" is ' + "9" * 48 + "…(999952 more), which is not"),
    ('[{"t":0,"x":1,"phase":"began","%s\\u001b":[1,]}]' % ("k" * 1_000_000),
     'trace sample 0 "' + "k" * 48 + "…(999953 more)\""),
    ('[\u001b[2J]', "invalid value '\\u{1B}[2J'"),
], ids=["number", "key", "value"])
def test_numbers_keys_and_values_are_quoted_bounded(carousel_bin, scratch, text, fragment):
    _, proc = simulate_trace(carousel_bin, scratch, text)
    err = proc.stderr.decode()
    assert proc.returncode == 1 and fragment in err and "\x1b" not in err and len(err) < 400, err[:1000]


def test_a_long_trace_path_with_escapes_is_quoted_bounded(carousel_bin, scratch):
    path = os.path.join(scratch, "\u001b[31m" + "p" * 200 + ".json")
    proc = subprocess.run([carousel_bin, "simulate", "--trace", path], capture_output=True, timeout=60)
    err = proc.stderr.decode()
    assert proc.returncode == 1 and "\x1b" not in err and "\\u{1B}[31m" in err and "more)'" in err, err
    assert len(err) < 300, err


@pytest.mark.parametrize("command,option", [("layout", "--viewport"), ("simulate", "--fps"), ("render", "--example"),
                                            ("bench", "--layout"), ("layout", "--page-sizes")])
def test_argument_values_are_escaped_and_bounded(carousel_bin, command, option):
    value = "\u001b]0;PWNED\u0007" + "1," * 30_000  # one argument holds at most 128 KiB
    proc = subprocess.run([carousel_bin, command, option, value], capture_output=True, timeout=60)
    assert proc.returncode == 64, proc
    err = proc.stderr.decode()
    assert "\x1b" not in err and "\x07" not in err and "\\u{1B}" in err, err[:500]
    assert len(err) < 2000 and "more)" in err, err[:2500]
    assert option in err


def test_usage_errors_keep_their_lines(carousel_bin):
    proc = cli(carousel_bin, "render", ["--frames", "0"])
    assert proc.returncode == 64
    assert proc.stderr.splitlines()[0] == "Error: --frames must be in 1…60 (got 0)"
    assert "Usage: carousel render" in proc.stderr


# --------------------------------------------------------------------------------------
# 8. --example with flags: the flags win
# --------------------------------------------------------------------------------------


def fling_trace():
    """The fling example's gesture (Example.fling): 330 pt, -3000 pt/s for 0.1 s from t = 0.1, at 120 Hz."""
    samples = [{"t": 0.1, "x": 330.0, "y": 100.0, "phase": "began"}]
    for i in range(1, 13):
        t = i / 120
        samples.append({"t": 0.1 + t, "x": 330 + -3000 * t, "y": 100.0, "phase": "ended" if i == 12 else "moved"})
    return samples


def test_the_fling_example_is_its_trace_with_its_options(carousel_bin, scratch):
    trace = os.path.join(scratch, "fling.json")
    with open(trace, "w") as f:
        json.dump(fling_trace(), f)
    example = cli_json(carousel_bin, "simulate", ["--example", "fling"])
    spelled = cli_json(carousel_bin, "simulate", ["--count", "20", "--trace", trace])
    assert example == spelled


@pytest.mark.parametrize("order", ["example first", "example last"])
def test_flags_given_with_an_example_win(carousel_bin, scratch, order):
    trace = os.path.join(scratch, "fling.json")
    with open(trace, "w") as f:
        json.dump(fling_trace(), f)
    flags = ["--layout", "wheel", "--snap", "free"]
    args = ["--example", "fling"] + flags if order == "example first" else flags + ["--example", "fling"]
    example = cli_json(carousel_bin, "simulate", args)
    spelled = cli_json(carousel_bin, "simulate", flags + ["--count", "20", "--trace", trace])
    assert example == spelled
    linear = cli_json(carousel_bin, "simulate", ["--example", "fling"])
    assert example["final"] != linear["final"]
    text = cli(carousel_bin, "simulate", args).stdout
    assert "free gliding" in text and "wheel layout" in text, text


def test_an_example_can_be_unlooped_and_resized(carousel_bin):
    out = cli(carousel_bin, "simulate", ["--example", "banners", "--no-loop", "--count", "9", "--viewport", "400x200"])
    assert out.returncode == 0, out.stderr
    assert "9 items, paging" in out.stdout and "looping" not in out.stdout and "400×200" in out.stdout, out.stdout


def test_render_applies_flags_on_top_of_an_example(carousel_bin):
    proc = cli(carousel_bin, "render", ["--example", "fling", "--layout", "wheel", "--viewport", "375x300",
                                        "--frames", "2"])
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.count("<path") > 0, "wheel items are drawn as sectors"
    assert 'height="' in proc.stdout and "wheel" not in proc.stderr


# --------------------------------------------------------------------------------------
# Issue 30, 5: a failed write to standard output is an error, not exit 0
# --------------------------------------------------------------------------------------

STDOUT_COMMANDS = [
    ["simulate", "--example", "fling"],
    ["simulate", "--example", "fling", "--json"],
    ["layout"],
    ["layout", "--json"],
    ["snap", "--offset", "10"],
    ["render", "--offset", "0"],
    ["bench", "--frames", "10"],
    ["layout", "--help"],
]


@pytest.mark.parametrize("args", STDOUT_COMMANDS, ids=lambda a: " ".join(a))
def test_a_full_standard_output_is_an_error(carousel_bin, args):
    with open("/dev/full", "w") as full:
        proc = subprocess.run([carousel_bin] + args, stdout=full, stderr=subprocess.PIPE, text=True, timeout=120)
    assert proc.returncode == 1, proc.stderr
    assert error_lines(proc) == ["Error: cannot write to standard output: No space left on device"], proc.stderr


@pytest.mark.parametrize("args", STDOUT_COMMANDS, ids=lambda a: " ".join(a))
def test_a_closed_standard_output_is_an_error(carousel_bin, args):
    # The shell's `>&-`: the tool starts with descriptor 1 closed.
    proc = subprocess.run(
        ["sh", "-c", '"$0" "$@" >&-', carousel_bin] + args, stderr=subprocess.PIPE, text=True, timeout=120)
    assert proc.returncode == 1, proc.stderr
    assert error_lines(proc) == ["Error: cannot write to standard output: Bad file descriptor"], proc.stderr


def test_a_closed_standard_output_is_not_taken_by_the_output_file(carousel_bin, scratch):
    """With descriptor 1 closed, `render -o FILE` writes the file (which must not become standard
    output) and succeeds: it prints nothing."""
    path = os.path.join(scratch, "picture.svg")
    proc = subprocess.run(
        ["sh", "-c", '"$0" render --offset 0 -o "$1" >&-', carousel_bin, path], stderr=subprocess.PIPE, text=True,
        timeout=120)
    assert proc.returncode == 0, proc.stderr
    with open(path) as f:
        assert f.read().startswith(SVG_START)


def test_a_large_output_arrives_whole(carousel_bin):
    """The tool's own buffered writer loses nothing: a long JSON run parses."""
    proc = cli(carousel_bin, "simulate", ["--example", "fling", "--json", "--fps", "1000"])
    assert proc.returncode == 0, proc.stderr
    assert len(proc.stdout) > 65536 and json.loads(proc.stdout)["frames"]


# --------------------------------------------------------------------------------------
# Issue 30, 5: a FIFO with no reader or writer is given up on with a message
# --------------------------------------------------------------------------------------
# (Each give-up takes the tool's patience, 10 s: these tests wait for it, they assert no bound.)


def test_an_output_fifo_no_process_reads_is_given_up(carousel_bin, scratch):
    fifo = os.path.join(scratch, "pipe")
    os.mkfifo(fifo)
    proc = render_to(carousel_bin, fifo)
    assert proc.returncode == 1 and proc.stdout == "", proc
    assert error_lines(proc) == [
        f"Error: --output: cannot write '{fifo}': no process reads it (a FIFO), given up after 10 s"], proc.stderr
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)


@pytest.mark.parametrize("command", ["simulate", "render"])
def test_a_trace_fifo_no_process_writes_is_given_up(carousel_bin, scratch, command):
    fifo = os.path.join(scratch, "pipe")
    os.mkfifo(fifo)
    proc = cli(carousel_bin, command, ["--trace", fifo])
    assert proc.returncode == 1 and proc.stdout == "", proc
    assert error_lines(proc) == [
        f"Error: --trace: cannot read '{fifo}': no process writes to it (a FIFO), given up after 10 s"], proc.stderr


def test_a_trace_written_into_a_fifo_is_read(carousel_bin, scratch):
    """A process that writes the trace a moment after the tool starts waiting is read whole."""
    fifo = os.path.join(scratch, "pipe")
    os.mkfifo(fifo)
    plain = os.path.join(scratch, "fling.json")
    with open(plain, "w") as f:
        json.dump(fling_trace(), f)
    proc = subprocess.Popen([carousel_bin, "simulate", "--count", "20", "--trace", fifo, "--json"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    with open(fifo, "w") as f:
        json.dump(fling_trace(), f)
    out, err = proc.communicate(timeout=120)
    assert proc.returncode == 0, err
    assert json.loads(out) == cli_json(carousel_bin, "simulate", ["--count", "20", "--trace", plain])


# --------------------------------------------------------------------------------------
# Issue 30, 5: a path that is not UTF-8 is used byte for byte
# --------------------------------------------------------------------------------------


@pytest.mark.parametrize("spelling", ["separate", "equals"])
def test_an_output_path_that_is_not_utf8_is_written_byte_for_byte(carousel_bin, scratch, spelling):
    path = os.path.join(os.fsencode(scratch), b"\xff picture.svg")
    args = [b"-o", path] if spelling == "separate" else [b"--output=" + path]
    proc = subprocess.run([os.fsencode(carousel_bin), b"render", b"--offset", b"0"] + args, capture_output=True,
                          timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert os.listdir(os.fsencode(scratch)) == [b"\xff picture.svg"]
    with open(path, "rb") as f:
        assert f.read().startswith(b"<svg")


def test_a_trace_path_that_is_not_utf8_reads_that_file(carousel_bin, scratch):
    """The trace named by the bytes is read, not the file its lossy decoding names."""
    base = os.fsencode(scratch)
    with open(os.path.join(base, b"\xfe.json"), "w") as f:
        json.dump(fling_trace(), f)
    with open(os.path.join(base, "\ufffd.json".encode()), "w") as f:
        f.write("not the trace")
    proc = subprocess.run([os.fsencode(carousel_bin), b"simulate", b"--count", b"20", b"--json", b"--trace",
                           os.path.join(base, b"\xfe.json")], capture_output=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout) == cli_json(carousel_bin, "simulate", ["--example", "fling"])
