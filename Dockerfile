# memory-review bot: `docker build -t memory-review .` after `npm ci && npm run bundle` (dist/ is built
# from the sources in the build stage, so a clean checkout builds too).
FROM node:24-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY scripts ./scripts
COPY src ./src
COPY tsconfig.json ./
RUN node scripts/bundle.mjs

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000
WORKDIR /app
# the bundle is self-contained: no node_modules
COPY --from=build /src/dist ./dist
COPY package.json ./
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
ENTRYPOINT ["node", "dist/cli.js", "serve"]
