// `npm run restore -- <backup folder>`: checks the backup (every checksum, nothing missing or
// added, the database's integrity and a schema this code knows), refuses while a backend runs on
// the data folder, sets the current data aside in DATA_DIR/pre-restore-<date>/ (never deleted),
// copies the backup in and checks the copies. With S3_BUCKET set, the backup's uploads go into the
// bucket instead, each read back and checked, and the bucket's objects the backup lacks are set
// aside into the same folder. With DATABASE_URL naming PostgreSQL, the backup's dump goes into that
// database (backup-postgres.ts): refused while anyone else is connected to it, and into one holding
// tables only with --replace-database, whose current content is dumped into the same folder first.
// Options: --data-dir DIR (else DATA_DIR), --replace-database.
import { existsSync, mkdirSync, readFileSync, renameSync, copyFileSync, readdirSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { isPostgresUrl } from '../../backend/src/db/engine.ts';
import {
  checksumFile,
  checksumProblems,
  databaseFile,
  dataDirFromEnv,
  inspectDatabase,
  knownMigrations,
  listFiles,
  metadataFile,
  readChecksums,
} from './backup-files.ts';
import { bucketFromEnv, downloadObjects, isObjectPath, uploadObjects } from './backup-objects.ts';
import { dumpDatabase, dumpFile, dumpRows, inspectTarget, migrationsTable, restoreDatabase, restoredRowProblems } from './backup-postgres.ts';

function refuse(reason: string): never {
  console.error(`Restore refused: ${reason}`);
  process.exit(1);
}

const { values, positionals } = parseArgs({ options: { 'data-dir': { type: 'string' }, 'replace-database': { type: 'boolean' } }, allowPositionals: true });
if (positionals.length !== 1 || !positionals[0]) refuse('name one backup folder: npm run restore -- backups/<date>');
const backup = resolve(positionals[0]);
const dataDir = resolve(values['data-dir'] ?? dataDirFromEnv());
if (!existsSync(join(backup, checksumFile))) refuse(`${backup} has no ${checksumFile}: not a backup, or an unfinished one.`);

let sums: Map<string, string>;
try {
  sums = readChecksums(backup);
} catch (error) {
  refuse((error as Error).message);
}
const problems = await checksumProblems(backup, sums, listFiles(backup, (name) => name === checksumFile));
const postgresUrl = isPostgresUrl(process.env.DATABASE_URL) ? process.env.DATABASE_URL : undefined;
const engine = postgresUrl ? 'postgres' : 'sqlite';
const database = postgresUrl ? dumpFile : databaseFile;
if (!sums.has(database)) {
  const other = postgresUrl ? databaseFile : dumpFile;
  problems.push(sums.has(other) ? `${other}: the backup's database is ${postgresUrl ? 'a SQLite file' : 'a PostgreSQL dump'}, and DATABASE_URL ${postgresUrl ? 'names PostgreSQL' : 'does not name PostgreSQL'}` : `${database}: not in the backup`);
}
if (problems.length > 0) refuse(`the backup does not match its checksums:\n  ${problems.join('\n  ')}`);

/** The dump read back whole (its rows per table, checked again after the restore) and its migrations. */
async function inspectDump(): Promise<{ rows: Map<string, number>; migrations: number }> {
  const rows = await dumpRows(join(backup, dumpFile)).catch((error: unknown) => refuse(`the backup's dump cannot be read:\n  ${(error as Error).message}`));
  const migrations = rows.get(migrationsTable);
  if (migrations === undefined) refuse(`the backup's dump holds no ${migrationsTable}: not a dump of the backend's database.`);
  return { rows, migrations };
}

function inspectSqlite(): { migrations: number } {
  const checked = inspectDatabase(join(backup, databaseFile));
  if (checked.problems.length > 0) refuse(`the backup's database fails its integrity check:\n  ${checked.problems.join('\n  ')}`);
  return checked;
}

const dump = postgresUrl ? await inspectDump() : undefined;
const { migrations } = dump ?? inspectSqlite();
if (migrations > knownMigrations(engine)) {
  refuse(`the backup's database has ${migrations} migrations, this code knows ${knownMigrations(engine)}: restore it with the version that wrote it.`);
}

const pidFile = join(dataDir, 'backend.pid');
if (existsSync(pidFile)) {
  const { pid, host } = JSON.parse(readFileSync(pidFile, 'utf8')) as { pid: number; host: string };
  const alive = host === hostname() && (() => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  })();
  if (alive || host !== hostname()) {
    refuse(`a backend may be running on ${dataDir} (${pidFile}: pid ${pid} on ${host}). Stop it first; if none runs, delete that file.`);
  }
}

// The pid file sees only this machine's backend; the server sees every machine's that is connected.
const target = postgresUrl ? await inspectTarget(postgresUrl).catch((error: unknown) => refuse(`DATABASE_URL cannot be reached: ${(error as Error).message}`)) : undefined;
if (target && target.sessions.length > 0) {
  refuse(`${target.sessions.length} other session(s) are connected to the database (${[...new Set(target.sessions)].join('; ')}). Stop every backend, on every machine, and close other clients first.`);
}
if (target && target.tables > 0 && !values['replace-database']) {
  refuse(`the database of DATABASE_URL holds ${target.tables} tables. To replace its content with the backup's, pass --replace-database (its current content is dumped into DATA_DIR/pre-restore-<date>/ first).`);
}

const bucket = await bucketFromEnv();
mkdirSync(dataDir, { recursive: true });
const aside = join(dataDir, `pre-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
const current = readdirSync(dataDir).filter((name) => !name.startsWith('pre-restore-') && name !== 'backend.pid');
if (current.length > 0) {
  mkdirSync(aside, { mode: 0o700 });
  for (const name of current) renameSync(join(dataDir, name), join(aside, name));
  console.log(`The current data was set aside in ${aside}.`);
}
if (postgresUrl && target && target.tables > 0) {
  mkdirSync(aside, { recursive: true, mode: 0o700 });
  await dumpDatabase(postgresUrl, join(aside, dumpFile)).catch((error: unknown) => refuse(`the current database could not be dumped before its replacement:\n  ${(error as Error).message}`));
  console.log(`The database's current content was dumped to ${join(aside, dumpFile)}.`);
}
if (bucket) {
  const extra = await downloadObjects(bucket.store, aside, (key) => !sums.has(key));
  await bucket.store.remove(extra);
  if (extra.length > 0) console.log(`${extra.length} objects of the bucket ${bucket.name} that the backup lacks were set aside in ${aside}.`);
}

const restored = [...sums.keys()].filter((file) => file !== metadataFile && file !== dumpFile && !(bucket && isObjectPath(file)));
for (const file of restored) {
  mkdirSync(dirname(join(dataDir, file)), { recursive: true });
  copyFileSync(join(backup, file), join(dataDir, file));
}
const copied = await checksumProblems(dataDir, new Map(restored.map((file) => [file, sums.get(file) ?? ''])), restored);
if (copied.length > 0) refuse(`the copies in ${dataDir} differ from the backup:\n  ${copied.join('\n  ')}`);
const uploaded = bucket ? await uploadObjects(bucket.store, backup, sums) : [];
if (uploaded.length > 0) refuse(`the objects in the bucket ${bucket?.name} differ from the backup:\n  ${uploaded.join('\n  ')}`);
await bucket?.store.close();
if (postgresUrl && dump) {
  await restoreDatabase(postgresUrl, join(backup, dumpFile)).catch((error: unknown) =>
    refuse(`the database was not restored (its former content, if it held any, is in ${aside}); fix the cause and run this restore again:\n  ${(error as Error).message}`),
  );
  const rows = await restoredRowProblems(postgresUrl, dump.rows);
  if (rows.length > 0) refuse(`the restored database differs from the backup:\n  ${rows.join('\n  ')}`);
}
const objects = bucket ? [...sums.keys()].filter(isObjectPath).length : 0;
const into = [dataDir, bucket && `the bucket ${bucket.name}`, postgresUrl && 'the database of DATABASE_URL'].filter(Boolean).join(', ');
const rowsChecked = dump ? `, every table's rows counted as in the dump` : '';
console.log(`Restored ${backup} into ${into}: ${restored.length + objects} files, checksums identical${rowsChecked}. Start the backend.`);
