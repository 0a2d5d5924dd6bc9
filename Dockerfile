# The site as a container: Next's standalone server, run as a non-root user.
# compose.yaml runs two of these behind nginx with PostgreSQL and Redis
# (README "Several machines").
#   docker build -t audit-site .
# Built and run on machines without Docker by npm run container:check
# (docs/deploy.md, "The container image, built and run here").
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
# postinstall patches Next's runtime (docs/upgrading.md): the patch comes before the install.
COPY scripts/patch-next.mjs ./scripts/
RUN npm install --no-audit --no-fund
COPY . .
# The standalone server keeps next.config.mjs as built: the image optimizer's
# media hosts come from these (docker build --build-arg AUDIT_API_URL=...);
# rebuild when IMAGE_BASE_URL or AUDIT_API_URL changes (docs/frontend.md, "Photos").
ARG IMAGE_BASE_URL
ARG AUDIT_API_URL
ARG IMAGE_PRIVATE_NET
# NEXT_OUTPUT=standalone: .next/standalone holds the server and only the
# node_modules it needs (next.config.mjs).
RUN NEXT_OUTPUT=standalone npm run build
# The file tracer also copies the TypeScript sources of a folder it cannot
# follow (all of lib/core/forms/captcha, its test file included): the server runs the
# compiled chunks, so they go (npm run container:check looks).
RUN find .next/standalone -type f \( -name '*.ts' -o -name '*.tsx' \) \
      -not -path '.next/standalone/node_modules/*' -print -delete

FROM node:20-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    DATA_DIR=/data
# The V8 heap ceiling of scripts/heap.mjs (HEAP_MB), as `npm start` sets it.
ENV NODE_OPTIONS=--max-old-space-size=256
# /data/uploads is the site's too: compose mounts a named volume there, and a
# new volume takes the owner of its mount point (root's if the image had none).
RUN groupadd --system --gid 1001 site && useradd --system --uid 1001 --gid site site \
 && mkdir -p /data/uploads && chown -R site:site /data
COPY --from=build --chown=site:site /app/.next/standalone ./
COPY --from=build --chown=site:site /app/.next/static ./.next/static
COPY --from=build --chown=site:site /app/public ./public
# Read at run time from the working directory: the migrations (applied when
# the database is first opened) and the font of the link-preview images.
COPY --from=build --chown=site:site /app/lib/core/db/migrations ./lib/core/db/migrations
COPY --from=build --chown=site:site /app/assets ./assets
# The start-up check that Next carries the site's patch (docs/upgrading.md).
COPY --from=build --chown=site:site /app/scripts/patch-next.mjs ./scripts/
USER site
EXPOSE 3000
VOLUME ["/data"]
# Healthy = ready for traffic: /readyz checks the database, Redis and the
# upstream, and says 503 while the instance drains (docs/operations.md).
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM (docker stop) drains and exits 0; give it DRAIN_DELAY_MS + SHUTDOWN_TIMEOUT_MS
# (docker stop --time, compose stop_grace_period). The server refuses to start without the patch.
CMD ["sh", "-c", "node scripts/patch-next.mjs --check && exec node server.js"]
