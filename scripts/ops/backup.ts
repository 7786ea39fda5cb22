// `npm run backup`: the database (SQLite's online backup, or with DATABASE_URL naming PostgreSQL
// pg_dump, backup-postgres.ts; both safe while the backend runs) and every file of DATA_DIR (public
// and private uploads, the generated JWT secret) into a dated folder with SHA256SUMS; with S3_BUCKET
// set, the uploads are the bucket's objects instead (backup-objects.ts).
// Options: --data-dir DIR (else DATA_DIR), --to DIR (else BACKUP_DIR, else ./backups).
import Database from 'better-sqlite3';
import { chmodSync, copyFileSync, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  checksumFile,
  checksumLines,
  databaseFile,
  dataDirFromEnv,
  inspectDatabase,
  isSkipped,
  listFiles,
  metadataFile,
  repoRoot,
} from './backup-files.ts';
import { bucketFromEnv, downloadObjects, storeFolders } from './backup-objects.ts';
import { dumpDatabase, dumpFile, dumpRows, migrationsTable, pgTool } from './backup-postgres.ts';
import { isPostgresUrl } from '../../backend/src/db/engine.ts';

const postgresUrl = isPostgresUrl(process.env.DATABASE_URL) ? process.env.DATABASE_URL : undefined;

const { values } = parseArgs({ options: { 'data-dir': { type: 'string' }, to: { type: 'string' } } });
const dataDir = resolve(values['data-dir'] ?? dataDirFromEnv());
const root = resolve(values.to ?? (process.env.BACKUP_DIR?.trim() || join(repoRoot, 'backups')));
const source = join(dataDir, databaseFile);
if (!postgresUrl && !existsSync(source)) {
  console.error(`No database at ${source}: nothing to back up (set DATA_DIR or --data-dir).`);
  process.exit(1);
}
if (postgresUrl) {
  try {
    pgTool('pg_dump');
    pgTool('pg_restore');
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
const bucket = await bucketFromEnv();

const folder = join(root, new Date().toISOString().replace(/[:.]/g, '-'));
mkdirSync(folder, { recursive: true, mode: 0o700 });

function incomplete(reason: string): never {
  console.error(`${reason}\nBackup left incomplete in ${folder}.`);
  process.exit(1);
}

/** pg_dump, then the dump read back whole; answers its migrations. */
async function dumpPostgres(url: string): Promise<number> {
  const file = join(folder, dumpFile);
  const rows = await dumpDatabase(url, file)
    .then(() => dumpRows(file))
    .catch((error: unknown) => incomplete((error as Error).message));
  const migrations = rows.get(migrationsTable);
  if (migrations === undefined) incomplete(`The dump holds no ${migrationsTable}: DATABASE_URL names a database the backend never migrated.`);
  return migrations;
}

/** SQLite's online backup: a consistent snapshot, page by page, while the backend keeps writing; answers its migrations. */
async function copySqlite(): Promise<number> {
  const live = new Database(source, { readonly: true, fileMustExist: true });
  await live.backup(join(folder, databaseFile));
  live.close();
  // A copy in rollback-journal mode is one self-contained file: opening it later leaves no -wal/-shm beside it.
  const copy = new Database(join(folder, databaseFile));
  copy.pragma('journal_mode = DELETE');
  copy.close();
  const { problems, migrations } = inspectDatabase(join(folder, databaseFile));
  if (problems.length > 0) incomplete(`The database copy fails its integrity check; the source may be damaged:\n  ${problems.join('\n  ')}`);
  return migrations;
}

const migrations = postgresUrl ? await dumpPostgres(postgresUrl) : await copySqlite();

const files = listFiles(dataDir, (name) => isSkipped(name) || (bucket !== undefined && storeFolders.includes(name)));
for (const file of files) {
  const target = join(folder, file);
  mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
  copyFileSync(join(dataDir, file), target);
  chmodSync(target, statSync(join(dataDir, file)).mode & 0o777);
}
const objects = bucket ? await downloadObjects(bucket.store, folder) : [];
await bucket?.store.close();
const copied = files.length + objects.length;
const database = postgresUrl ? dumpFile : databaseFile;
const metadata = { createdAt: new Date().toISOString(), engine: postgresUrl ? 'postgres' : 'sqlite', dataDir, bucket: bucket?.name, migrations, files: copied + 1 };
writeFileSync(join(folder, metadataFile), JSON.stringify(metadata, null, 2) + '\n');
// Written last: a folder without SHA256SUMS is an unfinished backup, and restore refuses it.
writeFileSync(join(folder, checksumFile), await checksumLines(folder, [database, metadataFile, ...files, ...objects].sort()));
const from = bucket ? `, ${objects.length} of them from the bucket` : '';
console.log(`Backup written to ${folder} (database and ${copied} file${copied === 1 ? '' : 's'}${from}; ${checksumFile} lists their checksums).`);
