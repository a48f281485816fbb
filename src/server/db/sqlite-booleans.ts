import type SQLite from 'better-sqlite3';
import {
  type KyselyPlugin,
  OperationNodeTransformer,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type SqliteStatement,
  type ValueNode,
} from 'kysely';

class BooleanToInteger extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    const out = super.transformValue(node);
    return typeof out.value === 'boolean' ? { ...out, value: out.value ? 1 : 0 } : out;
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    const out = super.transformPrimitiveValueList(node);
    return { ...out, values: out.values.map((v) => (typeof v === 'boolean' ? (v ? 1 : 0) : v)) };
  }
}

/** better-sqlite3 cannot bind booleans; store them as 1/0 so queries can be written once for both engines. */
export class SqliteBooleanPlugin implements KyselyPlugin {
  private readonly transformer = new BooleanToInteger();

  transformQuery(args: PluginTransformQueryArgs) {
    return this.transformer.transformNode(args.node);
  }

  async transformResult(args: PluginTransformResultArgs) {
    return args.result;
  }
}

/**
 * The boolean columns (PostgreSQL `boolean`, SQLite `integer`): SQLite hands them back as 0/1, so
 * `readBooleans` turns them into booleans where a result column is one of them (aliased or not, in
 * Kysely's queries and raw SQL alike). pg-types.test.ts checks this list against PostgreSQL's catalogue.
 */
export const BOOLEAN_COLUMNS = new Set([
  'users.email_verified',
  'users.two_factor_enabled',
  'two_factors.verified',
  'sessions.two_factor_verified',
  'boards.archived',
  'posts.pinned',
  'posts.hidden',
  'posts.deleted_by_moderator',
  'comments.hidden',
  'comments.deleted_by_moderator',
  'messages.is_read',
  'messages.deleted',
  'notification_settings.chat_mail',
  'notification_settings.push_chat',
  'notification_settings.push_community',
]);

/**
 * A statement whose rows carry booleans for the boolean columns, found once per statement from the
 * result columns' origin (better-sqlite3's columns(): the table and column a result column reads).
 * An expression over a boolean (max(hidden), case …) has no origin and stays a number.
 */
export function readBooleans(statement: SQLite.Statement): SqliteStatement {
  const names = statement.reader
    ? statement
        .columns()
        .filter((c) => c.table !== null && c.column !== null && BOOLEAN_COLUMNS.has(`${c.table}.${c.column}`))
        .map((c) => c.name)
    : [];
  if (names.length === 0) return statement;
  const convert = (row: Record<string, unknown>) => {
    for (const name of names) if (typeof row[name] === 'number') row[name] = row[name] === 1;
    return row;
  };
  return {
    reader: true,
    all: (parameters) => (statement.all(parameters) as Record<string, unknown>[]).map(convert),
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const row of statement.iterate(parameters)) yield convert(row as Record<string, unknown>);
    },
  };
}
