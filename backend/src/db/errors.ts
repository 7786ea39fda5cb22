// What the database's failures mean to the code above it. SQLite's codes today; the PostgreSQL
// engine adds its own (SQLSTATE) beside them.

/** The database file is damaged: the backend refuses to start on it rather than answer 500s. */
export class DatabaseCorruptError extends Error {
  override name = 'DatabaseCorruptError';
}

const codeOf = (error: unknown) => String((error as { code?: unknown } | undefined)?.code);

/** SQLite's own words for a damaged file (a torn page, or something that is not a database at all). */
export const isCorruption = (error: unknown) => ['SQLITE_CORRUPT', 'SQLITE_NOTADB'].includes(codeOf(error));

/** A write the disk refused: full (SQLITE_FULL) or failing (SQLITE_IOERR and its extended codes). */
export const isDiskWriteFailure = (error: unknown) => /^SQLITE_(FULL|IOERR)/.test(codeOf(error));

/** A unique index refused the write, here or in an error's cause (drizzle wraps the driver's). */
export const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Error && (codeOf(error) === 'SQLITE_CONSTRAINT_UNIQUE' || (error.cause !== undefined && isUniqueViolation(error.cause)));
