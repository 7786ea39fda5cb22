# One image for both tiers; docker-compose.yml picks the command. Node 20 as on our machines;
# postgresql-client (15, as the compose file's server) for npm run backup / restore on PostgreSQL.
FROM node:20-bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ postgresql-client && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY . .
RUN npm ci && npm run build -w web && npm run build -w gateway
ENV NODE_ENV=production
# The backend's DATA_DIR in docker-compose.yml, writable by the user it runs as.
RUN mkdir -p /data && chown node:node /data
USER node
