import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();
/** SQL text and parameters, as the driver receives them (the benchmark sends them itself). */
export const toQuery = (statement: SQL) => dialect.sqlToQuery(statement);
