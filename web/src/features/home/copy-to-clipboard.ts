// Copies a text and says so (SPEC §8 "Copy feedback"). The clipboard is missing on insecure
// origins and may be refused by the browser: both end in the same error notice.
import { COPY_FAILED_MESSAGE } from '../../../../shared/app';
import { notifyError, notifySuccess } from '../../lib/toasts';

export async function copyToClipboard(text: string, successMessage: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notifySuccess(successMessage);
  } catch {
    notifyError(COPY_FAILED_MESSAGE);
  }
}
