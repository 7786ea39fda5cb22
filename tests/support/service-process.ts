// The scaled profile's bucket and balancer, each in a process of its own (stack.ts). In the test
// process they shared its event loop with whatever drives the load: a benchmark's 2,000 submits
// delayed the balancer's forwarding by half a second at p99, and 200 uploads made the in-process
// bucket fail with a 500, so what was measured was the harness, not the tiers.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

export interface ServiceProcess<Info> {
  info: Info;
  stop(): Promise<void>;
}

/** What a service entry (`*-process.ts`) prints as its one line once it is listening. */
export function announce(info: unknown, close: () => Promise<void>): void {
  process.stdout.write(`${JSON.stringify(info)}\n`);
  const end = () => void close().finally(() => process.exit(0));
  process.once('SIGTERM', end);
  process.once('SIGINT', end);
  // Parent gone (a benchmark killed): nothing would ever stop this process otherwise.
  process.stdin.once('end', end).resume();
}

/** Starts `entry` (a file beside this one) under tsx and resolves with the info it announces. */
export function startServiceProcess<Info>(entry: string, args: string[] = []): Promise<ServiceProcess<Info>> {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, entry), ...args], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stderr.on('data', (d: Buffer) => (err = (err + d.toString()).slice(-16_384)));
  const exited = new Promise<void>((ok) => child.once('exit', () => ok()));
  return new Promise((ok, fail) => {
    child.once('exit', (code) => fail(new Error(`${entry} exited with ${code}:\n${err}`)));
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.indexOf('\n');
      if (line < 0) return;
      child.stdout.removeAllListeners('data');
      // Keep draining, so a service that logs never blocks on a full pipe.
      child.stdout.resume();
      child.stderr.on('data', (d: Buffer) => process.stderr.write(`[${entry}] ${d.toString()}`));
      ok({
        info: JSON.parse(out.slice(0, line)) as Info,
        stop: async () => {
          if (child.exitCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}
