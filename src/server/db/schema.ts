import * as catalogue from './schema/catalogue';

/** Every table, for Drizzle's relational queries. Each feature adds its schema file here. */
export const schema = { ...catalogue };
export type Schema = typeof schema;
