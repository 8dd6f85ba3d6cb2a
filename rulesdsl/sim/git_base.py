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
    "U046": ("the ruleset at the base revision cannot be unpacked", "`compare --base REV` unpacks the ruleset "
             "folder as it was at REV into a scratch folder. A link to an absolute path or out of the folder, a "
             "device, or a damaged or oversized archive is refused (never unpacked), naming the path."),
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
        raise UsageError(f"git {args[0]} took longer than {GIT_TIMEOUT}s (in {cwd})", "U044") from None
    except OSError as exc:
        raise UsageError(f"cannot run git {args[0]} in {cwd}: {exc.strerror or type(exc).__name__}", "U044") from None


def _said(res: subprocess.CompletedProcess[bytes]) -> str:
    """git's first line of complaint, quoted (empty when it said nothing)."""
    line = res.stderr.decode("utf-8", "replace").strip().splitlines()[:1]
    return f" (git: {line[0][:200]})" if line else ""


def _unpack(data: bytes, into: Path, where: str) -> None:
    """Unpack a tar of a ruleset folder with the data filter; U046 naming the member for anything refused."""
    try:
        with tarfile.open(fileobj=io.BytesIO(data)) as tar:
            members = tar.getmembers()
            if len(members) > 4 * MAX_RULESET_FILES:
                raise UsageError(f"{where} holds more than {4 * MAX_RULESET_FILES} files", "U046")
            if hasattr(tarfile, "data_filter"):
                tar.extractall(into, filter="data")
            else:  # Python before 3.10.12: keep plain files and folders with relative paths only
                safe = [m for m in members if (m.isfile() or m.isdir()) and not m.name.startswith("/")
                        and ".." not in Path(m.name).parts]
                tar.extractall(into, members=safe)  # noqa: S202
    except tarfile.FilterError as exc:  # a link to an absolute path or out of the folder, a device …
        member = getattr(getattr(exc, "tarinfo", None), "name", "?")
        raise UsageError(f"{where}: {member} is not unpacked: {_filter_reason(exc)}", "U046",
                         "links in a ruleset folder must stay inside it; compare two folders instead") from None
    except tarfile.TarError as exc:
        raise UsageError(f"{where}: git's archive cannot be read ({type(exc).__name__})", "U046") from None
    except OSError as exc:
        raise UsageError(f"{where}: cannot unpack into {into}: {exc.strerror or type(exc).__name__}",
                         "U046") from None


def _filter_reason(exc: Exception) -> str:
    """What the tar data filter refused, in words."""
    kinds = {"AbsoluteLinkError": "it is a link to an absolute path",
             "LinkOutsideDestinationError": "it is a link leading out of the folder",
             "AbsolutePathError": "its path is absolute", "OutsideDestinationError": "it lies outside the folder",
             "SpecialFileError": "it is a device or a pipe"}
    return kinds.get(type(exc).__name__, "the archive filter refused it")


def ruleset_at(folder: Path, rev: str, into: Path) -> Path:
    """Unpack `folder` as it was at git revision `rev` into `into`; return the unpacked ruleset folder.

    U044 when the folder is not in a git work tree, U045 for an unknown revision or one without the folder."""
    if not _REV.match(rev) or rev.startswith("-"):
        raise UsageError(f"'{rev}' is not a git revision", "U045", "e.g. --base HEAD, --base main, --base HEAD~3")
    folder = folder.resolve()
    top = _git(["rev-parse", "--show-toplevel"], folder)
    if top.returncode != 0:
        raise UsageError(f"{folder} is not inside a git repository, so --base {rev} has nothing to read"
                         + _said(top), "U044", "compare two folders instead: rulesdsl compare OLD_FOLDER NEW_FOLDER")
    root = Path(top.stdout.decode("utf-8", "replace").strip()).resolve()
    if not folder.is_relative_to(root):
        raise UsageError(f"{folder} is not inside the git work tree {root}", "U044")
    rel = folder.relative_to(root).as_posix()
    commit = _git(["rev-parse", "--verify", "--quiet", "--end-of-options", f"{rev}^{{commit}}"], root)
    if commit.returncode != 0:
        raise UsageError(f"git does not know the revision '{rev}' in {root}" + _said(commit), "U045",
                         "git log --oneline lists the revisions of this repository")
    sha = commit.stdout.decode().strip()
    res = _git(["archive", "--format=tar", sha, "--", rel or "."], root)
    if res.returncode != 0:
        raise UsageError(f"{rel or '.'} did not exist at {rev} ({sha[:12]})" + _said(res), "U045",
                         "the ruleset folder must exist at the base revision")
    if len(res.stdout) > MAX_ARCHIVE_BYTES:
        raise UsageError(f"{rel} at {rev} is larger than {MAX_ARCHIVE_BYTES} bytes", "U046")
    _unpack(res.stdout, into, f"{rel or '.'} at {rev}")
    return into / rel if rel else into
