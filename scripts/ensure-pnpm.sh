# Sourced by the start and test scripts: puts the pinned Node.js (ensure-node.sh) and pnpm on PATH.
# corepack cannot be used on our machines (its signature check rejects current pnpm),
# so pnpm comes from the npm registry into a folder of the project's own.
source scripts/ensure-node.sh
PNPM_VERSION=$(node -p "require('./package.json').packageManager.split('@')[1]")
PNPM_HOME_DIR="$PWD/.tools/pnpm"
if ! "$PNPM_HOME_DIR/node_modules/.bin/pnpm" --version 2>/dev/null | grep -qx "$PNPM_VERSION"; then
  echo "Installing pnpm $PNPM_VERSION from the npm registry..."
  npm install --silent --no-audit --no-fund --prefix "$PNPM_HOME_DIR" "pnpm@$PNPM_VERSION" >/dev/null
fi
export PATH="$PNPM_HOME_DIR/node_modules/.bin:$PATH"
export TURBO_TELEMETRY_DISABLED=1
