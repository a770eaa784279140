/** The health answer from what the server found: the migration files it ships and those the database has run. */
export function migrationHealth(files: string[], ran: string[]): { status: 'ok' } | { status: 'error'; reason: string } {
  const done = new Set(ran)
  const pending = files.filter((name) => !done.has(name))
  if (pending.length) return { status: 'error', reason: `Migrations not run: ${pending.join(', ')}` }
  return { status: 'ok' }
}

/** Migration names as Payload reads them from the migrations folder (every .ts or .js file but the index). */
export const migrationNames = (fileNames: string[]) =>
  fileNames
    .filter((file) => (file.endsWith('.ts') || file.endsWith('.js')) && file !== 'index.ts' && file !== 'index.js')
    .map((file) => file.split('.')[0])
    .sort()
