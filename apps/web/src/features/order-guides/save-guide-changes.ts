import type { OrderGuideUpdateBody } from '@larder/contract';
import { GUIDE_MESSAGES, saveErrorMessage } from '@larder/domain';
import { ApiError } from '../../lib/api-error.ts';
import { updateGuide } from './api/update-guide.ts';

/**
 * How a save ended: saved (with the guide's id), or not, with the spec's toast. `style: 'error'` marks the
 * one the spec calls error-style; without it the toast takes the toast area's default style.
 */
export type SaveGuideResult =
  { saved: true; id: number | null } | { saved: false; toast: string; style?: 'error' };

/**
 * Sends an edit session's changes and words the outcome as spec section 8 does: an empty answer is the
 * plain toast 'Unexpected error.'; an answer's `error`, or the server's refusal (a guide deleted or no
 * longer the buyer's to change meanwhile), is the error-style toast 'Error saving order guide: {error}'.
 */
export async function saveGuideChanges(body: OrderGuideUpdateBody): Promise<SaveGuideResult> {
  try {
    const answer = await updateGuide(body);
    if (!answer) return { saved: false, toast: GUIDE_MESSAGES.unexpectedError };
    if (answer.error) return { saved: false, toast: saveErrorMessage(answer.error), style: 'error' };
    return { saved: true, id: answer.id };
  } catch (error) {
    if (error instanceof ApiError) {
      return { saved: false, toast: saveErrorMessage(error.message), style: 'error' };
    }
    return { saved: false, toast: GUIDE_MESSAGES.unexpectedError };
  }
}
