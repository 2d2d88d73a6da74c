import { needsConnectionText } from '@larder/domain';
import { showToast } from '../toast-store.ts';
import { isOnline } from './offline-store.ts';

/**
 * Guards an action that is not kept for offline use (issue 34): without a connection it says so ('Editing
 * a guide needs a connection. ...') instead of failing, and returns true; online it returns false.
 */
export function needsConnection(what: string): boolean {
  if (isOnline()) return false;
  showToast(needsConnectionText(what), 'info');
  return true;
}
