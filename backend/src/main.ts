import { rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { DatabaseCorruptError, DatabaseSchemaError } from './db/errors.ts';
import { keepServing } from './keep-serving.ts';

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return process.exit(1);
  }
}

const config = configOrExit();
const app = await buildApp(config).catch((error: unknown) => {
  if (!(error instanceof DatabaseCorruptError || error instanceof DatabaseSchemaError)) throw error;
  console.error(error.message);
  return process.exit(1);
});
const url = await app.listen({ port: config.port, host: config.host });
app.log.info(`backend listening on ${url}`);
keepServing(app.log);
// `npm run restore` refuses to replace the data of a running backend.
const pidFile = join(config.dataDir, 'backend.pid');
writeFileSync(pidFile, JSON.stringify({ pid: process.pid, host: hostname() }));

let closing = false;
async function shutdown(signal: NodeJS.Signals) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: closing`);
  // close() stops accepting connections, waits for in-flight requests, then runs onClose (the database).
  try {
    await app.close();
    rmSync(pidFile, { force: true });
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
