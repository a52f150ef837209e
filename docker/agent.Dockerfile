# The sending agent. It sends from the host's own IPs, so run it with host networking
# (see the agent service in compose.yml). Build from the repository root:
#   docker build -f docker/agent.Dockerfile .
FROM node:24-bookworm AS build
WORKDIR /src
RUN npm install -g pnpm@10.34.8
COPY . .
RUN pnpm install --frozen-lockfile \
 && pnpm exec turbo run build --filter=@platform/agent \
 && pnpm --filter @platform/agent deploy --legacy --prod /out/agent

FROM node:24-bookworm-slim
WORKDIR /app
COPY --from=build /out/agent /app/agent
# The journal of outcomes not yet reported must outlive the container: compose mounts a volume here.
RUN mkdir -p /var/lib/platform-agent && chown node:node /var/lib/platform-agent
ENV AGENT_JOURNAL=/var/lib/platform-agent/journal
USER node
ENTRYPOINT ["node", "/app/agent/dist/src/main.js"]
