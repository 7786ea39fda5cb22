// A throwaway PostgreSQL server (Debian's `postgresql` package; `.ci/run` installs it) in a
// temporary directory on a free loopback port, so the PostgreSQL engine is tested against the real
// thing. Durability is off: the data is thrown away with the directory.
import { execFile } from 'node:child_process';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createDatabase } from '../../backend/src/testing/postgres.ts';
import { freePort } from './stack.ts';

const run = promisify(execFile);

export interface TestPostgres {
  /** The server's own `postgres` database. */
  url: string;
  /** A new, empty database, for one test file's state alone; its URL. */
  createDatabase(): Promise<string>;
  stop(): Promise<void>;
}

/** The newest PostgreSQL installed as Debian lays it out (/usr/lib/postgresql/<major>/bin). */
async function binDir(): Promise<string> {
  const root = '/usr/lib/postgresql';
  const majors = await readdir(root).catch(() => [] as string[]);
  const newest = majors.filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error(`no PostgreSQL under ${root} (apt-get install postgresql)`);
  return join(root, newest, 'bin');
}

/** The system user `postgres`: initdb and the server refuse to run as root, which CI and this machine are. */
async function serverUser(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const id = async (flag: string) => Number((await run('id', [flag, 'postgres'])).stdout.trim());
  return { uid: await id('-u'), gid: await id('-g') };
}

export async function startPostgres(): Promise<TestPostgres> {
  const bin = await binDir();
  const user = await serverUser();
  const dir = await mkdtemp(join(tmpdir(), 'yip-postgres-'));
  if (user) await chown(dir, user.uid, user.gid);
  const asServer = (program: string, args: string[]) =>
    user ? run('runuser', ['-u', 'postgres', '--', join(bin, program), ...args]) : run(join(bin, program), args);

  const data = join(dir, 'data');
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    `-c listen_addresses=127.0.0.1`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    // Several stores of several pools at once in one test.
    '-c max_connections=300',
  ].join(' ');
  try {
    await asServer('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync']);
    await asServer('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-o', settings, '-w', 'start']);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw new Error(`the test PostgreSQL did not start: ${(error as { stderr?: string }).stderr ?? String(error)}`);
  }

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    createDatabase: () => createDatabase(url),
    async stop() {
      await asServer('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
