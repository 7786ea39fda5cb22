import { createGateway } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { keepServing } from './keep-serving.ts';

function loadConfigOrExit() {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const config = loadConfigOrExit();
const gateway = createGateway(config);
const { port } = await gateway.start();
keepServing();
console.log(`Gateway listening on http://localhost:${port} (GraphQL at /graphql)`);
console.log(
  `Backend ${config.backendUrl}; introspection ${config.introspection ? 'on' : 'off'}, Sandbox ${config.sandbox ? 'on' : 'off'}`,
);

let stopping = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  // A second signal while draining means "now".
  if (stopping) process.exit(1);
  stopping = true;
  console.log(`${signal}: draining in-flight requests…`);
  try {
    await gateway.stop();
    process.exit(0);
  } catch (error) {
    console.error('shutdown failed:', error);
    process.exit(1);
  }
}
process.on('SIGTERM', (signal) => void shutdown(signal));
process.on('SIGINT', (signal) => void shutdown(signal));
