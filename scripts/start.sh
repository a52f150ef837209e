#!/usr/bin/env bash
# Starts the whole platform on one port: the embedded database (unless MONGODB_URI is set),
# the API, the built console, and the sending agent of the local delivery route (which the API runs;
# LOCAL_DELIVERY_AGENT=false turns it off). Data is kept in ./data (or DATA_DIR) across restarts.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-pnpm.sh

pnpm install --frozen-lockfile
pnpm exec turbo run build --filter=@platform/api --filter=@platform/web --filter=@platform/agent

export NODE_ENV=production
export DATA_DIR="${DATA_DIR:-$PWD/data}"
exec node apps/api/dist/src/main.js
