"""A ruleset folder as it was at a git revision (`compare --base REV`): `git archive` of that folder at the
revision, unpacked into a scratch folder, so the working copy can be compared with what was committed."""

from __future__ import annotations

import io
import re
import shutil
import subprocess
import tarfile
from pathlib import Path

from rulesdsl.diagnostics import register_codes
from rulesdsl.errors import UsageError
from rulesdsl.limits import MAX_RULESET_BYTES, MAX_RULESET_FILES

register_codes({
    "U044": ("not in a git repository", "`compare --base REV` reads the ruleset at a git revision, so the ruleset "
                                        "folder must be inside a git work tree (and git must be installed)."),
    "U045": ("unknown git revision", "`compare --base REV` was given a revision git does not know, or one where "
                                     "the ruleset folder did not exist."),
})

GIT_TIMEOUT = 120  # seconds for one git command
MAX_ARCHIVE_BYTES = 4 * MAX_RULESET_BYTES  # the tar of a ruleset folder (YAML, catalogs, tests, notes)
_REV = re.compile(r"^[A-Za-z0-9_./@^~{}:+-]{1,200}$")


def _git(args: list[str], cwd: Path) -> subprocess.CompletedProcess[bytes]:
    git = shutil.which("git")
    if git is None:
        raise UsageError("--base needs git, which is not installed", "U044")
    try:
        return subprocess.run([git, *args], cwd=cwd, capture_output=True, timeout=GIT_TIMEOUT, check=False)
    except subprocess.TimeoutExpired:
        raise UsageError(f"git {args[0]} took longer than {GIT_TIMEOUT}s", "U044") from None


def ruleset_at(folder: Path, rev: str, into: Path) -> Path:
    """Unpack `folder` as it was at git revision `rev` into `into`; return the unpacked ruleset folder.

    U044 when the folder is not in a git work tree, U045 for an unknown revision or one without the folder."""
    if not _REV.match(rev) or rev.startswith("-"):
        raise UsageError(f"'{rev}' is not a git revision", "U045", "e.g. --base HEAD, --base main, --base HEAD~3")
    folder = folder.resolve()
    top = _git(["rev-parse", "--show-toplevel"], folder)
    if top.returncode != 0:
        raise UsageError(f"{folder} is not inside a git repository, so --base {rev} has nothing to read", "U044",
                         "compare two folders instead: rulesdsl compare OLD_FOLDER NEW_FOLDER")
    root = Path(top.stdout.decode("utf-8", "replace").strip()).resolve()
    rel = folder.relative_to(root).as_posix()
    commit = _git(["rev-parse", "--verify", "--quiet", "--end-of-options", f"{rev}^{{commit}}"], root)
    if commit.returncode != 0:
        raise UsageError(f"git does not know the revision '{rev}'", "U045",
                         "git log --oneline lists the revisions of this repository")
    sha = commit.stdout.decode().strip()
    res = _git(["archive", "--format=tar", sha, "--", rel or "."], root)
    if res.returncode != 0:
        raise UsageError(f"{rel or '.'} did not exist at {rev} ({sha[:12]})", "U045",
                         "the ruleset folder must exist at the base revision")
    if len(res.stdout) > MAX_ARCHIVE_BYTES:
        raise UsageError(f"{rel} at {rev} is larger than {MAX_ARCHIVE_BYTES} bytes", "U045")
    with tarfile.open(fileobj=io.BytesIO(res.stdout)) as tar:
        members = tar.getmembers()
        if len(members) > 4 * MAX_RULESET_FILES:
            raise UsageError(f"{rel} at {rev} holds more than {4 * MAX_RULESET_FILES} files", "U045")
        if hasattr(tarfile, "data_filter"):
            tar.extractall(into, filter="data")
        else:  # Python before 3.10.12: keep plain files and folders with relative paths only
            safe = [m for m in members if (m.isfile() or m.isdir()) and not m.name.startswith("/")
                    and ".." not in Path(m.name).parts]
            tar.extractall(into, members=safe)  # noqa: S202
    return into / rel if rel else into
