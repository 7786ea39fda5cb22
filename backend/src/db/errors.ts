// What the database's failures mean to the code above it, in both engines' words: SQLite's codes
// and PostgreSQL's SQLSTATEs. Drizzle wraps a driver's error (DrizzleQueryError): the code is looked
// for along the `cause` chain.

/** The database file is damaged: the backend refuses to start on it rather than answer 500s. */
export class DatabaseCorruptError extends Error {
  override name = 'DatabaseCorruptError';
}

/** The database's schema is not this code's (PostgreSQL: other migrations, or tables missing): the backend refuses to start on it. */
export class DatabaseSchemaError extends Error {
  override name = 'DatabaseSchemaError';
}

/** The driver's codes of `error` and its causes, outermost first. */
function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 8; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
  }
  return codes;
}

/** SQLite's own words for a damaged file (a torn page, or something that is not a database at all). */
export const isCorruption = (error: unknown) => codesOf(error).some((code) => code === 'SQLITE_CORRUPT' || code === 'SQLITE_NOTADB');

/**
 * A write the disk refused: full (SQLITE_FULL; PostgreSQL's disk_full, 53100) or failing
 * (SQLITE_IOERR and its extended codes; PostgreSQL's io_error, 58030).
 */
export const isDiskWriteFailure = (error: unknown) => codesOf(error).some((code) => /^SQLITE_(FULL|IOERR)/.test(code) || code === '53100' || code === '58030');

/** A unique index refused the write (SQLITE_CONSTRAINT_UNIQUE; PostgreSQL's unique_violation, 23505). */
export const isUniqueViolation = (error: unknown): boolean => codesOf(error).some((code) => code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505');
