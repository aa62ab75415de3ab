"""The public BSPlib C corpus (../shared/bsplib-c) as its manifest says,
for scripts/bsplib-corpus.py and scripts/bsplib-profile.py."""
import json, os, sys

def load(shared, script):
    """The corpus folder and the manifest's rows; exits when the folder is
    absent. shared is ../shared (None: the one beside the repository)."""
    if shared is None:
        shared = os.path.join(os.path.dirname(__file__), "..", "..", "shared")
    corpus = os.path.join(shared, "bsplib-c")
    if not os.path.isdir(corpus):
        sys.exit(f"{script}: {corpus} is absent")
    return corpus, json.load(open(os.path.join(corpus, "manifest.json")))["rows"]

def program(corpus, r):
    """A row's command-line part: --entry and -I for its include folders,
    the library's and stubs/, then its file and helper files."""
    incs = r["include_dirs"] + r["lib_include_dirs"] + ["stubs"]
    return (["--entry", r["entry"]] + ["-I" + os.path.join(corpus, d) for d in incs] +
            [os.path.join(corpus, r["file"])] + [os.path.join(corpus, h) for h in r["helpers"]])
