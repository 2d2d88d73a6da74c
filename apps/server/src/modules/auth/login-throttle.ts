import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginAttempts } from './auth.table.ts';
import { queryRows } from '../../db/query-rows.ts';

/** A key's counted attempts are forgotten once it has been quiet this long past its not-before time. */
export const THROTTLE_QUIET_MINUTES = 15;

/**
 * The throttle keys of a sign-in and how each one slows down: `free` attempts run at once, then every
 * attempt makes the next one wait twice as long as the last (1 s, 2 s, 4 s, ...) up to `maxDelaySeconds`.
 * The account and address pair stops one client guessing one password; the address stops a spray of many
 * e-mails; the account alone, with a larger budget and a short ceiling, slows guessing spread over many
 * addresses without ever shutting the owner out for long.
 */
export const THROTTLE_RULES = {
  pair: { free: 5, maxDelaySeconds: 15 * 60 },
  address: { free: 30, maxDelaySeconds: 15 * 60 },
  account: { free: 20, maxDelaySeconds: 60 },
} as const;

/** One throttle key with its rule. */
interface ThrottleKey {
  key: string;
  free: number;
  maxDelaySeconds: number;
}

/** The throttle keys of a sign-in attempt. */
export interface ThrottleKeys {
  pair: string;
  address: string;
  account: string;
}

/** The keys of a sign-in attempt from an e-mail (as typed) and a client address. */
export function throttleKeys(email: string, ip: string): ThrottleKeys {
  const account = email.trim().toLowerCase();
  return { pair: `pair:${account}|${ip}`, address: `ip:${ip}`, account: `account:${account}` };
}

/** Whether an attempt may check its password now, or how long the client must wait first. */
export type AttemptClaim = { allowed: true } | { allowed: false; retryAfterSeconds: number };

function withRules(keys: ThrottleKeys): ThrottleKey[] {
  return (Object.keys(THROTTLE_RULES) as (keyof ThrottleKeys)[])
    .map((name) => ({ key: keys[name], ...THROTTLE_RULES[name] }))
    .sort((a, b) => (a.key < b.key ? -1 : 1));
}

/**
 * Counts an attempt against all its keys before the password is checked, in one statement so that any
 * number of concurrent attempts, in any number of processes, cannot pass a key's budget: the rows are
 * locked (in key order, so two attempts never deadlock), and when any key's not-before time lies ahead
 * nothing is counted and the attempt is refused with the time left. Otherwise each key's count goes up
 * (or restarts after a quiet period) and its not-before time moves to now plus the delay the new count earns.
 * The clock is read when the statement runs, not when it started: one that waited for another's locks
 * must compare against the times that one wrote.
 */
export async function claimAttempt(db: Db, keys: ThrottleKeys): Promise<AttemptClaim> {
  const rules = withRules(keys);
  const wanted = sql.join(
    rules.map((r) => sql`(${r.key}::text, ${r.free}::int, ${r.maxDelaySeconds}::int)`),
    sql`, `,
  );
  const names = sql.join(
    rules.map((r) => sql`${r.key}`),
    sql`, `,
  );
  const quiet = sql`make_interval(mins => ${THROTTLE_QUIET_MINUTES})`;
  const rule = (column: 'free' | 'max_delay') =>
    sql.raw(`(select wanted.${column} from wanted where wanted.key = login_attempts.key)`);
  const count = sql`case when ${loginAttempts.notBefore} < clock_timestamp() - ${quiet} then 1 else ${loginAttempts.attempts} + 1 end`;
  const delay = (n: SQL, free: SQL, maxDelay: SQL) =>
    sql`case when ${n} < ${free} then 0 else least(${maxDelay}, power(2, least(${n} - ${free}, 30))) end`;

  const rows = await queryRows<{ retry_after: number | null }>(
    db,
    sql`
    with wanted(key, free, max_delay) as (values ${wanted}),
    locked as (
      select key, not_before from login_attempts where key in (${names}) order by key for update
    ),
    blocked as (select max(not_before) as until from locked where not_before > clock_timestamp()),
    claimed as (
      insert into login_attempts (key, attempts, not_before)
      select key, 1, clock_timestamp() + make_interval(secs => ${delay(sql`1`, sql`free`, sql`max_delay`)})
      from wanted where (select until from blocked) is null order by key
      on conflict (key) do update set
        attempts = ${count},
        not_before = clock_timestamp() + make_interval(secs => ${delay(count, rule('free'), rule('max_delay'))})
      returning key
    )
    select ceil(extract(epoch from (select until from blocked) - clock_timestamp()))::int as retry_after
  `,
  );
  const [row] = rows;
  const retryAfter = row?.retry_after;
  return retryAfter == null
    ? { allowed: true }
    : { allowed: false, retryAfterSeconds: Math.max(1, retryAfter) };
}

/**
 * After a successful sign-in: the account and its pair start afresh, and the attempt is handed back to
 * the address (an office behind one address signs many people in), lifting a delay it no longer earns.
 */
export async function forgetAttempt(db: Db, keys: ThrottleKeys): Promise<void> {
  await db.execute(sql`delete from login_attempts where key in (${keys.pair}, ${keys.account})`);
  await db.execute(sql`
    update login_attempts set
      attempts = attempts - 1,
      not_before = case when attempts - 1 < ${THROTTLE_RULES.address.free} then least(not_before, clock_timestamp())
                        else not_before end
    where key = ${keys.address} and attempts > 0
  `);
}
