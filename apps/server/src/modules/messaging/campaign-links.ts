import { isSafeLinkTarget, LINK_TARGET_MESSAGE, type CampaignFields } from '@larder/contract';
import { Parser } from 'htmlparser2';
import { AppError } from '../../plugins/app-error.ts';

// The attributes through which markup navigates or submits: each must hold a safe link target.
const LINK_ATTRIBUTES = ['href', 'xlink:href', 'action', 'formaction'];

/** The first link target in an in-app message's HTML that is not a safe one, or null. */
export function unsafeLinkIn(html: string): string | null {
  let found: string | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (found !== null) return;
        const targets = LINK_ATTRIBUTES.map((key) => attributes[key]);
        // A frame's source is a page it opens inside the message.
        if (name === 'iframe' || name === 'frame') targets.push(attributes.src);
        found = targets.find((target) => target !== undefined && !isSafeLinkTarget(target.trim())) ?? null;
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return found;
}

/**
 * Refuses, with a 400 field error, an in-app message whose HTML links anywhere but a site path or an http,
 * https, mailto or tel URL (embedded messages' links are checked by their schema).
 */
export function refuseUnsafeLinks(fields: CampaignFields): void {
  if (fields.kind !== 'inApp' || unsafeLinkIn(fields.content.html) === null) return;
  throw new AppError('VALIDATION_FAILED', LINK_TARGET_MESSAGE, { 'content.html': LINK_TARGET_MESSAGE });
}
