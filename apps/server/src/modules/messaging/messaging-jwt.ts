import { jwtVerify, SignJWT } from 'jose';

/** How long a messaging JWT lives: short, the client asks for a new one on a 401. */
export const MESSAGING_JWT_TTL_SECONDS = 15 * 60;

/** Who a messaging JWT speaks for: Iterable's `email` claim, and Larder's current organization. */
export interface MessagingClaims {
  email: string;
  /** The organization the session acted for when the token was signed (built-in provider only). */
  org?: string;
  /**
   * The user's id (built-in provider only): after updateEmail the `email` claim is the messaging address
   * the user changed to, which is no account's e-mail, so the user is found by this id.
   */
  uid?: string;
}

const encoder = new TextEncoder();

/** Signs a short-lived HS256 JWT as Iterable's JWT-enabled web keys expect (email, iat, exp). */
export async function signMessagingJwt(
  secret: string,
  claims: MessagingClaims,
  now = new Date(),
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + MESSAGING_JWT_TTL_SECONDS)
    .sign(encoder.encode(secret));
}

/** The claims of a valid, unexpired HS256 token signed with the secret, or null. */
export async function verifyMessagingJwt(secret: string, token: string): Promise<MessagingClaims | null> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] });
    if (typeof payload.email !== 'string' || payload.email.length === 0) return null;
    if (typeof payload.exp !== 'number') return null;
    return {
      email: payload.email,
      ...(typeof payload.org === 'string' ? { org: payload.org } : {}),
      ...(typeof payload.uid === 'string' ? { uid: payload.uid } : {}),
    };
  } catch {
    return null;
  }
}
