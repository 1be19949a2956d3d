# Puts the Node.js this project runs on (.nvmrc: 24 LTS) first on PATH.
# Source it, so that the shell that runs npm afterwards keeps it:
#
#   . scripts/use-node.sh && npm ci && npm start
#
# When the machine's own node is that version or newer, it does nothing. Otherwise it
# installs Node from the npm registry, the only place this project downloads from
# (the `node-<os>-<arch>` package carries the official binary), into
# ~/.cache/rangmanch/ the first time, and reuses it after. Outside the checkout, so
# that no linter, type checker or test runner walks its files.
# Scripts that need it (setup-tests.sh, test-all.sh, .ci/run) source it themselves.

rangmanch_use_node() {
  local root wanted current os arch prefix bin
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  wanted="$(tr -d ' v\n\r' <"$root/.nvmrc")"
  current="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
  if [ "$current" -ge "$wanted" ]; then return 0; fi

  case "$(uname -s)" in
    Linux) os=linux ;;
    Darwin) os=darwin ;;
    *) echo "use-node: install Node.js $wanted yourself on $(uname -s) (https://nodejs.org)" >&2; return 1 ;;
  esac
  case "$(uname -m)" in
    x86_64 | amd64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "use-node: no Node.js $wanted package for $(uname -m); install it yourself" >&2; return 1 ;;
  esac

  prefix="${XDG_CACHE_HOME:-$HOME/.cache}/rangmanch/node-$wanted-$os-$arch"
  bin="$prefix/node_modules/node-$os-$arch/bin"
  if ! "$bin/node" -p 'process.versions.node' 2>/dev/null | grep -q "^$wanted\."; then
    # Installed beside the folder and renamed into place, so an install cut short leaves nothing
    # that looks finished; one at a time (flock, where the machine has it), so two setups started
    # together do not write the same folder.
    mkdir -p "$(dirname "$prefix")"
    (
      if command -v flock >/dev/null 2>&1; then flock 9; fi
      if "$bin/node" -p 'process.versions.node' 2>/dev/null | grep -q "^$wanted\."; then exit 0; fi
      echo "Installing Node.js $wanted from the npm registry (node-$os-$arch) into $prefix..." >&2
      partial="$prefix.partial"
      rm -rf "$partial"
      npm install --prefix "$partial" --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
        "node-$os-$arch@$wanted" >&2 || { rm -rf "$partial"; exit 1; }
      rm -rf "$prefix" && mv "$partial" "$prefix"
    ) 9>"$prefix.lock" || return 1
  fi
  export PATH="$bin:$PATH"
  hash -r
  echo "Using Node.js $(node --version) ($bin)" >&2
}

rangmanch_use_node
