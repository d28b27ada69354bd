# Shared by the scripts: the Python and Node environments, Dagster's home, and the sample CMS when no CMS is configured.
# shellcheck shell=bash
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="$ROOT/.venv"
PY="$VENV/bin/python"
export PATH="$VENV/bin:$PATH"

say() { printf '\033[1m%s\033[0m\n' "$*" >&2; }
die() { printf '\033[31merror:\033[0m %s\n' "$*" >&2; exit 1; }

# Creates .venv and installs the pinned dependencies; reinstalls only when pyproject.toml changed.
ensure_python() {
  command -v python3 >/dev/null || die "python3 is not installed (3.11 or newer is needed)"
  if [[ ! -x "$PY" ]]; then
    say "Creating the Python environment in .venv"
    python3 -m venv "$VENV"
  fi
  local stamp="$VENV/.installed" want
  want="$(sha256sum "$ROOT/pyproject.toml" | cut -d' ' -f1)"
  if [[ "$(cat "$stamp" 2>/dev/null)" != "$want" ]]; then
    say "Installing Python dependencies (pinned in pyproject.toml)"
    mkdir -p "$ROOT/var"
    local log="$ROOT/var/pip-install.log"
    { "$PY" -m pip install --disable-pip-version-check --upgrade pip &&
      "$PY" -m pip install --disable-pip-version-check -e "$ROOT[dev]"; } >"$log" 2>&1 ||
      die "installing the Python dependencies failed; see $log"
    echo "$want" >"$stamp"
  fi
}

# Installs a folder's npm packages (the versions of its package-lock.json) when node_modules is missing or the lock
# changed. Not `npm ci`: the registry this project reaches serves no other platform's binaries (@next/swc-darwin-…),
# so the lock made here lacks them and `npm ci` refuses it; `npm install --no-save` installs the lock as it is.
npm_install_locked() {
  local dir="$1" what="$2" stamp="$1/node_modules/.installed" want log
  want="$(sha256sum "$dir/package-lock.json" | cut -d' ' -f1)"
  if [[ "$(cat "$stamp" 2>/dev/null)" != "$want" ]]; then
    say "Installing $what (pinned in ${dir#"$ROOT/"}/package-lock.json)"
    mkdir -p "$ROOT/var"
    log="$ROOT/var/npm-install-$(basename "$dir").log"
    (cd "$dir" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm install --no-save --no-audit --no-fund) >"$log" 2>&1 ||
      die "installing $what failed; see $log"
    echo "$want" >"$stamp"
  fi
}

# Node.js and the web app's npm packages.
ensure_node() {
  command -v node >/dev/null && command -v npm >/dev/null || die "Node.js 20.19 or newer and npm are needed for web/"
  node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 20 || (a === 20 && b >= 19) ? 0 : 1)' ||
    die "Node.js 20.19 or newer is needed for web/ (this is $(node --version))"
  npm_install_locked "$ROOT/web" "the web app's npm packages"
  # Next.js would otherwise report usage to its makers: nothing leaves this machine but the package registries.
  export NEXT_TELEMETRY_DISABLED=1
}

# Lighthouse, for the benchmark alone: in its own folder, so that the web app's build never sees its dependencies.
ensure_lighthouse() {
  ensure_node
  npm_install_locked "$ROOT/scripts/lighthouse" "Lighthouse"
}

# Installs Debian packages with apt-get when their command is missing: pairs of (command's path, package).
ensure_debian() {
  local missing=()
  while (($#)); do
    [[ -x "$1" ]] || missing+=("$2")
    shift 2
  done
  ((${#missing[@]})) || return 0
  say "Installing Debian's ${missing[*]}"
  local sudo=""
  [[ "$(id -u)" == 0 ]] || sudo="sudo"
  mkdir -p "$ROOT/var"
  { $sudo apt-get update && $sudo apt-get install -y --no-install-recommends "${missing[@]}"; } >"$ROOT/var/apt-install.log" 2>&1 ||
    die "installing ${missing[*]} failed; see $ROOT/var/apt-install.log"
}

# Debian's Chromium for the browser tests (Playwright drives /usr/bin/chromium; it never downloads a browser).
ensure_chromium() {
  export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
  ensure_debian /usr/bin/chromium chromium
}

# Debian's nginx and Caddy, which the tests of the host configurations start on loopback (never left running).
ensure_web_servers() {
  ensure_debian /usr/sbin/nginx nginx /usr/bin/caddy caddy
}

# Debian's PostgreSQL server, which the tests start on loopback as Dagster's storage (never left running). Any
# installed version will do.
ensure_postgresql() {
  local initdb=(/usr/lib/postgresql/*/bin/initdb)
  ensure_debian "${initdb[-1]}" postgresql
}

# Dagster's home is var/dagster, with the repo's dagster.yaml as instance settings: runs, events and schedules in
# SQLite there, or in PostgreSQL when DAGSTER_POSTGRES_URL or DAGSTER_PG_* are set (pipeline/instance.py).
ensure_dagster_home() {
  export DAGSTER_HOME="${DAGSTER_HOME:-$ROOT/var/dagster}"
  "$PY" -m sitectl.dagster_home "$DAGSTER_HOME" || die "Dagster's home $DAGSTER_HOME could not be prepared"
}

# Prints the live release of a site under the sites folder $1 (SITES_DIR): `<site>/current`, of the site $2 names, else
# of the only site there.
live_release() {
  local sites="$1" site="${2:-}" found=()
  if [[ -n "$site" ]]; then
    found=("$sites/$site/current")
  else
    for release in "$sites"/*/current; do [[ -e "$release" ]] && found+=("$release"); done
    [[ ${#found[@]} -le 1 ]] || die "$sites has ${#found[@]} sites with a live release: name one (its id)"
  fi
  [[ ${#found[@]} == 1 && -e "${found[0]}" ]] || die "no live release in $sites${site:+/$site}: run scripts/build first"
  echo "${found[0]}"
}

# Adds the origins $@ to those the sample CMS answers CORS for (SAMPLE_CMS_ALLOWED_ORIGINS, read when it starts): the
# membership provider and the newsletter answer browsers on these and on the sites' own hosts only.
allow_site_origins() {
  local origin
  for origin in "$@"; do
    SAMPLE_CMS_ALLOWED_ORIGINS="${SAMPLE_CMS_ALLOWED_ORIGINS:+$SAMPLE_CMS_ALLOWED_ORIGINS,}$origin"
  done
  export SAMPLE_CMS_ALLOWED_ORIGINS
}

# When no CMS_* URL is set, starts the bundled sample CMS on a free loopback port for this script's lifetime and
# exports its values of the contract's variables, with SAMPLE_CMS=1 (pipeline/settings.py). Otherwise stops, naming
# them, when variables of the contract are missing or refused.
start_sample_cms_unless_configured() {
  if [[ -n "${CMS_PLATFORM_URL:-}${CMS_MANAGEMENT_URL:-}${CMS_IDP_TOKEN_URL:-}" ]]; then
    say "Using the configured CMS at ${CMS_PLATFORM_URL:-(CMS_PLATFORM_URL not set)}"
    local problems
    problems="$("$PY" -m sitectl.settings check 2>&1)" || die "$problems"
    return
  fi
  mkdir -p "$ROOT/var"
  local log="$ROOT/var/sample-cms.log" url=""
  "$PY" -m sample_cms --port auto "$@" >"$log" 2>&1 &
  SAMPLE_CMS_PID=$!
  trap 'kill "$SAMPLE_CMS_PID" 2>/dev/null || true' EXIT
  for _ in $(seq 1 150); do
    url="$(head -n1 "$log" 2>/dev/null || true)"
    if [[ "$url" == http* ]] && "$PY" -c "import httpx,sys; httpx.get(sys.argv[1], timeout=1)" "$url" 2>/dev/null; then
      break
    fi
    kill -0 "$SAMPLE_CMS_PID" 2>/dev/null || die "the sample CMS did not start: $(cat "$log")"
    sleep 0.1
  done
  [[ "$url" == http* ]] || die "the sample CMS did not print its URL: $(cat "$log")"
  # The sample's values are exported here alone: nowhere else does the pipeline take them for unset variables.
  local settings
  settings="$("$PY" -m sitectl.settings sample-env "$url")" || die "the sample CMS's settings could not be made"
  eval "$settings"
  say "Started the sample CMS at $url"
}
