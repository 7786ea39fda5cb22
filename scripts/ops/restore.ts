// `npm run restore -- <backup folder>`: checks the backup (every checksum, nothing missing or
// added, the database's integrity and a schema this code knows), refuses while a backend runs on
// the data folder, sets the current data aside in DATA_DIR/pre-restore-<date>/ (never deleted),
// copies the backup in and checks the copies. With S3_BUCKET set, the backup's uploads go into the
// bucket instead, each read back and checked, and the bucket's objects the backup lacks are set
// aside into the same folder. Option: --data-dir DIR (else DATA_DIR).
import { existsSync, mkdirSync, readFileSync, renameSync, copyFileSync, readdirSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
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
  refuseOnPostgres,
} from './backup-files.ts';
import { bucketFromEnv, downloadObjects, isObjectPath, uploadObjects } from './backup-objects.ts';

refuseOnPostgres('restore');

function refuse(reason: string): never {
  console.error(`Restore refused: ${reason}`);
  process.exit(1);
}

const { values, positionals } = parseArgs({ options: { 'data-dir': { type: 'string' } }, allowPositionals: true });
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
if (!sums.has(databaseFile)) problems.push(`${databaseFile}: not in the backup`);
if (problems.length > 0) refuse(`the backup does not match its checksums:\n  ${problems.join('\n  ')}`);
const database = inspectDatabase(join(backup, databaseFile));
if (database.problems.length > 0) refuse(`the backup's database fails its integrity check:\n  ${database.problems.join('\n  ')}`);
if (database.migrations > knownMigrations()) {
  refuse(`the backup's database has ${database.migrations} migrations, this code knows ${knownMigrations()}: restore it with the version that wrote it.`);
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

const bucket = await bucketFromEnv();
mkdirSync(dataDir, { recursive: true });
const aside = join(dataDir, `pre-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
const current = readdirSync(dataDir).filter((name) => !name.startsWith('pre-restore-') && name !== 'backend.pid');
if (current.length > 0) {
  mkdirSync(aside, { mode: 0o700 });
  for (const name of current) renameSync(join(dataDir, name), join(aside, name));
  console.log(`The current data was set aside in ${aside}.`);
}
if (bucket) {
  const extra = await downloadObjects(bucket.store, aside, (key) => !sums.has(key));
  await bucket.store.remove(extra);
  if (extra.length > 0) console.log(`${extra.length} objects of the bucket ${bucket.name} that the backup lacks were set aside in ${aside}.`);
}

const restored = [...sums.keys()].filter((file) => file !== metadataFile && !(bucket && isObjectPath(file)));
for (const file of restored) {
  mkdirSync(dirname(join(dataDir, file)), { recursive: true });
  copyFileSync(join(backup, file), join(dataDir, file));
}
const copied = await checksumProblems(dataDir, new Map(restored.map((file) => [file, sums.get(file) ?? ''])), restored);
if (copied.length > 0) refuse(`the copies in ${dataDir} differ from the backup:\n  ${copied.join('\n  ')}`);
const uploaded = bucket ? await uploadObjects(bucket.store, backup, sums) : [];
if (uploaded.length > 0) refuse(`the objects in the bucket ${bucket?.name} differ from the backup:\n  ${uploaded.join('\n  ')}`);
await bucket?.store.close();
const objects = bucket ? [...sums.keys()].filter(isObjectPath).length : 0;
const into = bucket ? `${dataDir} and the bucket ${bucket.name}` : dataDir;
console.log(`Restored ${backup} into ${into}: ${restored.length + objects} files, checksums identical. Start the backend.`);
