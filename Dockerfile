# syntax=docker/dockerfile:1
# Build: docker build -t impactwire .
# Run:   docker run -p 3000:3000 -v impactwire-data:/data --env-file .env impactwire
#        (.env needs SMTP_URL: production refuses to start without a real mailer)

FROM oven/bun:1.4.5 AS build
WORKDIR /app
# patches/: fixes to dependencies that their next release does not have yet (see README).
COPY package.json bun.lock ./
COPY patches ./patches
RUN bun install --frozen-lockfile
COPY . .
RUN bun run build

FROM oven/bun:1.4.5-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
# Only what the server runs: the frontend's packages are bundled into dist/ and stay in the build
# stage, and peers are left out (the one the server's packages ask for, typescript, is a build tool).
# `bun run bench:install` prints the size of this install.
COPY package.json bun.lock ./
COPY patches ./patches
RUN bun install --production --frozen-lockfile --omit=peer && rm -rf ~/.bun/install/cache
COPY --from=build /app/dist ./dist
COPY src/server ./src/server
COPY src/shared ./src/shared
COPY drizzle ./drizzle
COPY tsconfig.json ./
RUN mkdir -p /data && chown bun:bun /data
USER bun
# The embedded database lives here when DATABASE_URL is unset.
VOLUME /data
EXPOSE 3000
# Liveness, not readiness: while the database is away /readyz answers 503 and the process waits
# for it; a restart would only drop every open stream. Load balancers route by /readyz.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD bun -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["bun", "src/server/main.ts"]
