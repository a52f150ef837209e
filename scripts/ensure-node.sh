# Sourced by the start and test scripts (through ensure-pnpm.sh): puts the pinned Node.js on PATH.
# The version lives in .node-version only. A machine whose node is another version (ours have 20)
# gets the official build from the npm registry (package node-<os>-<arch>, as pnpm is fetched)
# into a folder of the project's own, once.
NODE_VERSION=$(tr -d ' \n' < .node-version)
if [ "$(node --version 2>/dev/null)" != "v$NODE_VERSION" ]; then
  case "$(uname -s)" in Linux) node_os=linux ;; Darwin) node_os=darwin ;; *) node_os=unsupported ;; esac
  case "$(uname -m)" in x86_64 | amd64) node_arch=x64 ;; aarch64 | arm64) node_arch=arm64 ;; *) node_arch=unsupported ;; esac
  NODE_HOME_DIR="$PWD/.tools/node-$NODE_VERSION"
  if [ ! -x "$NODE_HOME_DIR/node_modules/.bin/node" ]; then
    echo "Installing Node.js $NODE_VERSION from the npm registry (this machine has $(node --version 2>/dev/null || echo 'no node'))..."
    npm install --silent --no-audit --no-fund --prefix "$NODE_HOME_DIR" "node-$node_os-$node_arch@$NODE_VERSION" >/dev/null
  fi
  export PATH="$NODE_HOME_DIR/node_modules/.bin:$PATH"
fi
