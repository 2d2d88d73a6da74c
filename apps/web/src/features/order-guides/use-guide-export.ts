import { useState } from 'react';
import { errorMessageOf } from '../../lib/api-error.ts';
import { showToast } from '../../lib/toast-store.ts';
import { downloadGuide } from './api/download-guide.ts';

/** Export of a guide as CSV or XLSX: asks for the file, then follows its `downloadLink`. */
export function useGuideExport(guideId: number) {
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);
  async function exportAs(format: 'csv' | 'xlsx') {
    setBusy(format);
    try {
      const answer = await downloadGuide(guideId, format);
      if (!answer.isSuccessful || !answer.downloadLink) {
        showToast(answer.errors[0] ?? 'The file could not be made. Please try again.', 'error');
        return;
      }
      const link = document.createElement('a');
      link.href = answer.downloadLink;
      link.download = '';
      document.body.append(link);
      link.click();
      link.remove();
    } catch (error) {
      showToast(errorMessageOf(error), 'error');
    } finally {
      setBusy(null);
    }
  }
  return { exportAs, busy };
}
