import { type AnyColumn, getTableName, type SQL, sql } from "drizzle-orm";

/**
 * A column written with its table's name ("profiles"."id"). Drizzle writes a
 * query's own columns bare ("id") when the query reads one table, so an outer
 * column inside a correlated subquery would be read as the subquery's own
 * column of the same name. Outer columns in subqueries go through this.
 */
export function qualified(column: AnyColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
