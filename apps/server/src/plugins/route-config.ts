import type { CrossSitePolicy } from './cross-site.ts';
import type { RouteAccess } from './openapi-access.ts';

/** Route options our plugins read. */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** A POST that only reads (the spec uses POST for some reads): not audited as a change. */
    readOnly?: boolean;
    /** The route records its own impersonation audit entry. */
    auditedByRoute?: boolean;
    /** How the cross-site check treats this route's state-changing requests; unset: the full check. */
    crossSite?: CrossSitePolicy;
    /** Who may call the route, for the OpenAPI document; unset: told by the path (`openapi-access.ts`). */
    access?: RouteAccess;
    /** Statuses the route answers beyond those its access and schemas imply (a redirect's 303). */
    answers?: readonly number[];
  }
}

export {};
