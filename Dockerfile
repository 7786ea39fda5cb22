# One image for both tiers; docker-compose.yml picks the command. Node 20 as on our machines.
FROM node:20-bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY . .
RUN npm ci && npm run build -w web && npm run build -w gateway
ENV NODE_ENV=production
USER node
