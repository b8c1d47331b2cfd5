/**
 * PostgreSQL reports a unique-index violation as SQLSTATE 23505 with the index's name.
 * Drizzle wraps driver errors (DrizzleQueryError) and both pg and PGlite put `code` and
 * `constraint` on their own error, so the cause chain is searched.
 */
export function uniqueViolation(error: unknown): { constraint: string | null } | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = 'code' in current ? current.code : undefined;
    if (code === '23505') {
      const constraint = 'constraint' in current ? current.constraint : undefined;
      return { constraint: typeof constraint === 'string' ? constraint : null };
    }
    current = current.cause;
  }
  return null;
}
