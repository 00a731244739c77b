/** One step of the schema: applied once, in its own transaction, in version order. */
export type Migration = { version: number; name: string; sql: string };
