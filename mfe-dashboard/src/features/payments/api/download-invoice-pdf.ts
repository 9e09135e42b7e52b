import { api } from '@adlaunch/session/api';
import { useOwnerMutation } from '@adlaunch/session/queries';

/** Saves the invoice's PDF: fetched with the session's bearer header, then handed to the browser as a file. */
async function downloadInvoicePdf(number: string): Promise<void> {
  const pdf = await api.invoicePdf(number);
  const url = URL.createObjectURL(pdf);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${number}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download by then; the file's bytes are kept until revoked.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** A failure is shown inside the invoice dialog (the page's banner sits behind it). */
export const useDownloadInvoicePdf = () => useOwnerMutation({ mutationFn: downloadInvoicePdf, meta: { quiet: true } });
