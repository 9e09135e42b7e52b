import { CONTACT, formatDay, formatMoney, type Account, type Transaction } from '@adlaunch/shared';
import { Modal } from '@adlaunch/ui-kit';
import ui from '../../../components/ui.module.css';
import styles from './payments.module.css';

const PRODUCT_NAMES: Record<Transaction['product'], string> = {
  search_ads: 'Google and Bing search ads',
  gbp: 'Google Business Profile',
};

interface ReceiptDialogProps {
  payment: Transaction | null;
  customer: Pick<Account, 'name' | 'email' | 'businessName'>;
  onClose: () => void;
}

export function ReceiptDialog({ payment, customer, onClose }: ReceiptDialogProps) {
  return (
    <Modal
      open={Boolean(payment)}
      onOpenChange={(open) => !open && onClose()}
      title="Payment receipt"
      description={payment ? `Payment receipt for ${payment.reference}` : undefined}
      wide
    >
      {payment ? (
        <>
          <article className={styles.receipt} aria-label={`Payment receipt ${payment.reference}`}>
            <div className={styles.receiptHead}>
              <div>
                <p className={styles.brand}>AdLaunch</p>
                <p>{CONTACT.postalAddress}</p>
                <p>{CONTACT.supportEmail}</p>
              </div>
              <div>
                <p>
                  <strong>Received from</strong>
                </p>
                <p>{customer.name}</p>
                {customer.businessName ? <p>{customer.businessName}</p> : null}
                <p>{customer.email}</p>
              </div>
            </div>
            <dl className={styles.lines}>
              <dt>Reference</dt>
              <dd>{payment.reference}</dd>
              <dt>Date paid</dt>
              <dd>{payment.day ? formatDay(payment.day) : ''}</dd>
              <dt>Product</dt>
              <dd>{PRODUCT_NAMES[payment.product]}</dd>
              <dt>Description</dt>
              <dd>{payment.description}</dd>
              <dt>Paid by</dt>
              <dd>Card</dd>
            </dl>
            <p className={styles.total}>
              <span>Amount paid ({payment.currency})</span>
              <span>{formatMoney(payment.amountCents, 'ZAR')}</span>
            </p>
          </article>
          <div className={styles.actions}>
            <button type="button" className={ui.button} onClick={() => window.print()}>
              Print payment receipt
            </button>
          </div>
        </>
      ) : null}
    </Modal>
  );
}
