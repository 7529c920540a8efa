// Every Drizzle table of the app, for the query builder and for drizzle-kit's migrations.
export * from '../modules/feedback/feedback.table.ts';
