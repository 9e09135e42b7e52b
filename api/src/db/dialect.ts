/** Which database the app runs on: one file of SQLite, or PostgreSQL (DATABASE_URL). */
export type Dialect = 'sqlite' | 'postgres';
