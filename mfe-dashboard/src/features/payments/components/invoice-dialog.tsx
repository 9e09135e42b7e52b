import { Modal } from '@adlaunch/ui-kit';
import { errorMessage } from '@adlaunch/session/api';
import { invoiceQuery, useOwnerQuery } from '@adlaunch/session/queries';
import ui from '../../../components/ui.module.css';
import { useDownloadInvoicePdf } from '../api/download-invoice-pdf';
import { InvoiceView } from './invoice-view';
import styles from './payments.module.css';

/** A payment's invoice (null: closed), printable and as a PDF made by the server. */
export function InvoiceDialog({ number, onClose }: { number: string | null; onClose: () => void }) {
  const invoice = useOwnerQuery(invoiceQuery(number));
  const download = useDownloadInvoicePdf();
  const title = invoice.data ? `${invoice.data.title} ${invoice.data.number}` : `Invoice ${number ?? ''}`;
  return (
    <Modal
      open={number !== null}
      onOpenChange={(open) => {
        if (open) return;
        download.reset();
        onClose();
      }}
      title={title}
      wide
    >
      {invoice.isPending ? (
        <p className={ui.muted} role="status" aria-busy="true">
          Loading your invoice…
        </p>
      ) : null}
      {invoice.isError ? (
        <div role="alert">
          <p>We could not load this invoice. {errorMessage(invoice.error)}</p>
          <button type="button" className={ui.button} onClick={() => void invoice.refetch()}>
            Try again
          </button>
        </div>
      ) : null}
      {invoice.data ? (
        <>
          <InvoiceView invoice={invoice.data} />
          {download.isError ? (
            <p role="alert" className={styles.error}>
              We could not download the PDF. {errorMessage(download.error)}
            </p>
          ) : null}
          <div className={styles.actions}>
            <button type="button" className={ui.buttonSecondary} onClick={() => window.print()}>
              Print
            </button>
            <button type="button" className={ui.button} disabled={download.isPending} onClick={() => download.mutate(invoice.data.number)}>
              {download.isPending ? 'Preparing the PDF…' : 'Download PDF'}
            </button>
          </div>
        </>
      ) : null}
    </Modal>
  );
}
