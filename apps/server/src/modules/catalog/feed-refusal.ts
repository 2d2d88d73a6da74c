import { AppError } from '../../plugins/app-error.ts';

/** Refuses a whole call for its bad rows: a 400 naming every bad field of every row; nothing was applied. */
export function refuseRows(errors: ReadonlyMap<string, string>, what: string): never {
  const rows = new Set([...errors.keys()].map((key) => key.split('.').slice(0, 2).join('.'))).size;
  throw new AppError(
    'VALIDATION_FAILED',
    `${rows} ${rows === 1 ? what : `${what}s`} cannot be applied, so nothing was changed. Fix ${rows === 1 ? 'it' : 'them'} and send the whole call again.`,
    Object.fromEntries(errors),
  );
}
