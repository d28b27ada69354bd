"""A step builds again after a change to the code it runs, and only then: editing the preview server, a command or a
test helper rebuilds no site. The code location is `pipeline/`; the commands and servers are `sitectl/`."""

from __future__ import annotations

import shutil
from pathlib import Path

from pipeline.defs.unchanged import PACKAGES, PROJECT, source_digest, step_sources


def _names(paths: list[Path], root: Path) -> set[str]:
    return {path.relative_to(root).as_posix() for path in paths}


def test_the_code_version_covers_what_the_steps_run_and_not_the_commands_or_servers() -> None:
    names = _names(step_sources(), PROJECT)
    for run_by_a_step in (
        "pipeline/definitions.py",
        "pipeline/defs/route_data/assemble.py",
        "pipeline/publish/releases.py",  # the export goes live through it
        "pipeline/publish/hosting.py",
        "pipeline/publish/virtual_hosts.py",  # a switch writes every site's server blocks
        "pipeline/failpoints.py",  # the steps reach them; only the tests arm them
        "pipeline/instance.py",  # the definitions mask the instance's password
        "pipeline/clients/cms.py",
        "warehouse/state.py",
    ):
        assert run_by_a_step in names
    for not_run_by_a_step in (
        "sitectl/serve.py",  # the preview server
        "sitectl/releases.py",  # scripts/releases, rollback, pin, unpin
        "sitectl/build.py",  # scripts/build, which runs the steps but is none
        "sitectl/settings.py",  # the sample CMS's settings and the check, for scripts/lib.sh
        "sitectl/dagster_home.py",
        "sitectl/virtual_hosts.py",
        "sitectl/local_hosts.py",  # nginx and Caddy for the tests
        "sitectl/local_postgres.py",  # PostgreSQL for the tests
    ):
        assert (PROJECT / not_run_by_a_step).is_file()
        assert not_run_by_a_step not in names
    assert sorted(name for name in names if not name.startswith(("pipeline/", "warehouse/", "sample_cms/"))) == []


def test_no_module_of_the_code_location_is_a_command() -> None:
    commands = [
        path.relative_to(PROJECT).as_posix()
        for path in step_sources()
        if 'if __name__ == "__main__":' in path.read_text()
    ]
    assert commands == []


def test_editing_the_preview_server_keeps_the_version_and_editing_a_step_changes_it(tmp_path: Path) -> None:
    for package in PACKAGES:
        shutil.copytree(PROJECT / package, tmp_path / package, ignore=shutil.ignore_patterns("__pycache__"))
    start = (tmp_path / "pipeline" / "definitions.py", tmp_path / "pipeline" / "defs")

    def version() -> str:
        return source_digest(step_sources(start, tmp_path), tmp_path)

    before = version()
    with (tmp_path / "sitectl" / "serve.py").open("a") as serve:
        serve.write("\n# an edit of the preview server\n")
    with (tmp_path / "sitectl" / "releases.py").open("a") as releases:
        releases.write("\n# an edit of a command\n")
    assert version() == before
    with (tmp_path / "pipeline" / "defs" / "route_data" / "assemble.py").open("a") as assemble:
        assemble.write("\n# an edit of a step\n")
    assert version() != before
