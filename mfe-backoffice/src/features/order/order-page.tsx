import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorMessage } from '@adlaunch/session/api';
import { ORDER_PRODUCTS, ORDER_STATE_LABELS, type OrderProduct, type StaffOrderAnswer } from '@adlaunch/shared';
import { useBackoffice, useHasRole } from '../../lib/backoffice-context';
import { useLoad } from '../../lib/use-load';
import { planName, PRODUCT_LABELS, waited, when } from '../../lib/format';
import { LoadState } from '../../components/load-state';
import ui from '../../components/ui.module.css';
import { Money, Submitted, Trail } from './order-details';
import { NoteForm } from './note-form';
import { StatusMoveForm } from './status-move-form';
import { VerificationForm } from './verification-form';
import { EngineCampaigns } from './engine-campaigns';
import { AdEditor } from './ad-editor';
import styles from './order.module.css';
import { FormAlert } from '../../components/form-end';

function Summary({ order, onChanged }: { order: StaffOrderAnswer; onChanged: (message: string) => void }) {
  const { api, me } = useBackoffice();
  const [error, setError] = useState<string | null>(null);
  const row = order.order;
  const mine = row.assignee?.id === me.id;
  const assign = async () => {
    setError(null);
    try {
      await api.assign(row.product, row.id, mine ? { staff_id: null } : { to_me: true });
      onChanged(mine ? 'The order is nobody’s now.' : 'The order is yours.');
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };
  return (
    <section className={`${ui.card} ${styles.summary}`} aria-labelledby="summary-title">
      <h2 id="summary-title" className={ui.cardTitle}>
        Where it stands
      </h2>
      <dl className={ui.facts}>
        <dt>State</dt>
        <dd>
          {ORDER_STATE_LABELS[row.state]} {row.overdue ? <span className={ui.badgeWarn}>Overdue</span> : null}
        </dd>
        <dt>Waited</dt>
        <dd>
          {waited(row.waitingSince)} (since {when(row.waitingSince)})
        </dd>
        <dt>Plan</dt>
        <dd>{planName(row.plan)}</dd>
        <dt>Assignee</dt>
        <dd>{row.assignee ? (mine ? 'You' : row.assignee.email) : 'Nobody'}</dd>
        <dt>Note the owner sees</dt>
        <dd className={order.ownerNote ? styles.ownerNote : undefined}>
          {order.ownerNote ? `${order.ownerNote.text} (${when(order.ownerNote.at)})` : 'None'}
        </dd>
      </dl>
      <FormAlert error={error} />
      <div className={ui.actions}>
        <button type="button" className={ui.buttonSecondary} onClick={() => void assign()}>
          {mine ? 'Unassign me' : 'Assign to me'}
        </button>
      </div>
    </section>
  );
}

/** An order's page: where it stands, what the owner submitted, money, emails and history, and the moves staff make. */
export function OrderPage() {
  const params = useParams();
  const { api, basePath } = useBackoffice();
  const campaigns = useHasRole('campaigns');
  const [notice, setNotice] = useState<string | null>(null);
  const product = ORDER_PRODUCTS.find((p) => p === params.product) as OrderProduct | undefined;
  const id = Number(params.id);
  const loaded = useLoad(
    () => (product && Number.isInteger(id) ? api.order(product, id) : Promise.reject(new Error('There is no such order.'))),
    `${product}/${id}`,
  );
  const changed = (message: string) => {
    setNotice(message);
    loaded.reload();
  };
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const shown = loaded.status === 'ready' ? loaded.data : null;
  useEffect(() => {
    // A change draws the form that made it again (keyed by the new status): the focus goes to what happened, not the page's top.
    if (notice && (!document.activeElement || document.activeElement === document.body)) noticeRef.current?.focus();
  }, [notice, shown]);

  return (
    <article aria-labelledby="order-title">
      <p>
        <Link to={basePath}>← All orders</Link>
      </p>
      <LoadState loaded={loaded} label="the order">
        {(order) => (
          <>
            <div className={styles.header}>
              <h1 id="order-title">{order.order.businessName ?? order.owner.email}</h1>
              <span className={ui.badge}>
                {PRODUCT_LABELS[order.order.product]} #{order.order.id}
              </span>
            </div>
            <p role="status" ref={noticeRef} tabIndex={-1} className={notice ? ui.notice : undefined}>
              {notice}
            </p>
            <Summary order={order} onChanged={changed} />
            <div className={styles.layout}>
              <div className={styles.column}>
                <Submitted order={order} />
                <Money order={order} onChanged={changed} />
              </div>
              <div className={styles.column}>
                {campaigns ? (
                  <section className={ui.card} aria-label="Status move">
                    <StatusMoveForm
                      key={order.order.workStatus}
                      product={order.order.product}
                      id={order.order.id}
                      from={order.order.workStatus}
                      allowed={order.allowedMoves}
                      onMoved={changed}
                    />
                  </section>
                ) : null}
                {campaigns && order.order.product === 'gbp' ? (
                  <section className={ui.card} aria-label="Verification">
                    <VerificationForm id={order.order.id} reached={order.order.verification} onSaved={changed} />
                  </section>
                ) : null}
                {campaigns && order.ad ? (
                  <AdEditor key={order.history[0]?.id ?? 0} adId={order.order.id} ad={order.ad} onSaved={changed} />
                ) : null}
                {order.order.product === 'search_ads' ? <EngineCampaigns adId={order.order.id} /> : null}
                {campaigns ? (
                  <section className={ui.card} aria-label="Internal note">
                    <NoteForm product={order.order.product} id={order.order.id} onSaved={changed} />
                  </section>
                ) : null}
                <Trail order={order} />
              </div>
            </div>
          </>
        )}
      </LoadState>
    </article>
  );
}
