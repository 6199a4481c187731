// The only way the import touches an uploaded collection (decision 0033). Bun's SQLite has no
// progress handler, so no query could be stopped once started; instead no query is given anything
// that can run long: the file is opened read-only with trusted_schema off, the schema is checked
// before any table is read (no view, trigger or virtual table anywhere; no computed column in a
// table read), each table's rows are counted with a LIMIT before it is read, and every read is one
// plain scan of one table, without WHERE, JOIN or ORDER BY, so its work is the table's stored rows.
import { Database } from 'bun:sqlite';
import {
  COLLECTION_ROWS_MAX,
  type CollectionTable,
  READ_LIMIT_MESSAGES,
} from '../../../../../shared/import/read-limits';
import { ImportFileError } from '../import-record';

type SchemaRow = { type: string; name: string; sql: string | null };

/** Rows handed out between two pauses: the server answers others while a large table is read. */
const ROWS_PER_TURN = 2_000;

const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Opens the file read-only and checks its schema; throws an ImportFileError naming what it refused. */
export function openGuarded(path: string): { db: Database; tables: Set<string> } {
  const db = new Database(path, { readonly: true, create: false });
  try {
    // A schema may name functions; off, only those marked harmless run (sqlite.org/pragma.html).
    db.run('PRAGMA trusted_schema = OFF');
    db.run('PRAGMA query_only = ON');
    const schema = db.query('SELECT type, name, sql FROM sqlite_master').all() as SchemaRow[];
    const tables = new Set<string>();
    for (const row of schema) {
      if (row.type === 'view' || row.type === 'trigger')
        throw new ImportFileError(READ_LIMIT_MESSAGES.notPlainTable(row.type, row.name));
      if (row.type !== 'table') continue;
      if (/^\s*create\s+virtual\s/i.test(row.sql ?? ''))
        throw new ImportFileError(READ_LIMIT_MESSAGES.notPlainTable('virtual table', row.name));
      tables.add(row.name);
    }
    return { db, tables };
  } catch (error) {
    db.close();
    throw error;
  }
}

/**
 * Refuses a table that is missing, holds more rows than its bound, or computes a column as it is
 * read (a generated VIRTUAL column could call anything on every row).
 */
export function checkTable(db: Database, tables: Set<string>, table: CollectionTable): void {
  if (!tables.has(table)) throw new ImportFileError(READ_LIMIT_MESSAGES.missingTable(table));
  const columns = db.query(`PRAGMA table_xinfo("${table}")`).all() as { name: string; hidden: number }[];
  const computed = columns.find((column) => column.hidden !== 0);
  if (computed) throw new ImportFileError(READ_LIMIT_MESSAGES.generatedColumn(table, computed.name));
  const max = COLLECTION_ROWS_MAX[table];
  const over = db.query(`SELECT count(*) AS n FROM (SELECT 1 FROM "${table}" LIMIT ?)`).get(max + 1) as {
    n: number;
  };
  if (over.n > max) throw new ImportFileError(READ_LIMIT_MESSAGES.tooManyRows(table));
}

/**
 * The rows of one checked table, in stored order, a turn at a time. `columns` are expressions of
 * that table's own columns; the scan stops at the table's bound whatever the count said.
 */
export async function* scanTable<Row>(
  db: Database,
  table: CollectionTable,
  columns: string,
): AsyncGenerator<Row> {
  // Prepared, not cached: two scans of one table may be open at once, each with its own cursor.
  const statement = db.prepare(`SELECT ${columns} FROM "${table}" LIMIT ?`);
  try {
    let inTurn = 0;
    for (const row of statement.iterate(COLLECTION_ROWS_MAX[table])) {
      yield row as Row;
      inTurn += 1;
      if (inTurn === ROWS_PER_TURN) {
        inTurn = 0;
        await pause();
      }
    }
  } finally {
    statement.finalize();
  }
}
