# The API with the built console: one image, one port.
# Build from the repository root: docker build -f docker/api.Dockerfile .
FROM node:24-bookworm AS build
WORKDIR /src
RUN npm install -g pnpm@10.34.8
COPY . .
RUN pnpm install --frozen-lockfile \
 && pnpm exec turbo run build --filter=@platform/api --filter=@platform/web \
 && pnpm --filter @platform/api deploy --legacy --prod /out/api

FROM node:24-bookworm-slim
WORKDIR /app
COPY --from=build /out/api /app/api
COPY --from=build /src/apps/web/dist /app/web
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    WEB_DIST_DIR=/app/web
VOLUME /data
EXPOSE 3000 2587
USER node
# Liveness: the process answers (readiness, /api/health/ready, is for load balancers).
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "/app/api/dist/src/main.js"]
