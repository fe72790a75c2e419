"""Runs Python samples one after another in this one interpreter, or only compiles them.

python3 python.py <manifest.json> <results.json> [--compile-only]

Before each sample it tells the mock (SAMPLES_MOCK_URL) which sample is running; each sample's output is
kept with its result. With --compile-only (no `requests` on the machine) each file is byte-compiled instead.
"""

import contextlib
import io
import json
import os
import py_compile
import runpy
import sys
import traceback
import urllib.request


def mark(sample_id):
    request = urllib.request.Request(
        os.environ["SAMPLES_MOCK_URL"] + "/__sample", data=sample_id.encode(), method="POST"
    )
    urllib.request.urlopen(request).close()


def run(path):
    output = io.StringIO()
    ok = True
    with contextlib.redirect_stdout(output), contextlib.redirect_stderr(output):
        try:
            runpy.run_path(path, run_name="__main__")
        except SystemExit as exit:
            if exit.code not in (None, 0):
                ok = False
                print(exit.code)
        except BaseException:
            ok = False
            print(traceback.format_exc(limit=-1))
    return ok, output.getvalue()


def compile_only(path):
    try:
        py_compile.compile(path, doraise=True)
        return True, ""
    except py_compile.PyCompileError as error:
        return False, error.msg


def main():
    manifest_file, results_file = sys.argv[1:3]
    only_compile = "--compile-only" in sys.argv[3:]
    with open(manifest_file) as manifest:
        entries = json.load(manifest)
    results = []
    for entry in entries:
        if only_compile:
            ok, output = compile_only(entry["file"])
        else:
            mark(entry["id"])
            ok, output = run(entry["file"])
        results.append({"id": entry["id"], "ok": ok, "output": output})
    with open(results_file, "w") as file:
        json.dump(results, file)


main()
