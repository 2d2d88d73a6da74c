/** What other modules may read of punchout (ADR 015): the punch-in a session was opened by. */
export { punchoutSessions } from './punchout.table.ts';
