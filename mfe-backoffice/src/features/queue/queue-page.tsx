import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { SelectField, TextField } from '@adlaunch/ui-kit';
import { errorMessage } from '@adlaunch/session/api';
import {
  ORDER_PRODUCTS,
  ORDER_STATE_LABELS,
  ORDER_STATES,
  SETUP_TARGET_WORKING_DAYS,
  type OrderProduct,
  type OrderState,
  type StaffOrderRow,
} from '@adlaunch/shared';
import { useBackoffice, useHasRole } from '../../lib/backoffice-context';
import { useLoad } from '../../lib/use-load';
import { planName, PRODUCT_LABELS, waited } from '../../lib/format';
import { LoadState } from '../../components/load-state';
import ui from '../../components/ui.module.css';
import { SpendAlerts } from './spend-alerts';
import styles from './queue.module.css';
import { FormAlert } from '../../components/form-end';

const PER_PAGE = 25;
const isState = (value: string | null): value is OrderState => ORDER_STATES.includes(value as OrderState);
const isProduct = (value: string | null): value is OrderProduct => ORDER_PRODUCTS.includes(value as OrderProduct);

/** The filters live in the address, so that a filtered queue can be shared and the back button returns to it. */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const state = params.get('state');
  const product = params.get('product');
  const filters = {
    state: isState(state) ? state : undefined,
    product: isProduct(product) ? product : undefined,
    q: params.get('q') ?? undefined,
    assigned: params.get('assigned') === 'me' ? ('me' as const) : undefined,
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const set = (next: Partial<Record<'state' | 'product' | 'q' | 'assigned' | 'page', string | undefined>>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    if (!('page' in next)) merged.delete('page');
    setParams(merged);
  };
  return { filters, set };
}

function OrderRow({ row, onAssigned }: { row: StaffOrderRow; onAssigned: () => void }) {
  const { api, me, basePath } = useBackoffice();
  const canAssign = useHasRole('campaigns', 'support');
  const [error, setError] = useState<string | null>(null);
  const name = row.businessName ?? row.ownerEmail;
  const assignToMe = async () => {
    setError(null);
    try {
      await api.assign(row.product, row.id, { to_me: true });
      onAssigned();
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };
  return (
    <tr className={row.overdue ? styles.overdue : undefined}>
      <th scope="row" className={styles.business}>
        <Link to={`${basePath}/orders/${row.product}/${row.id}`}>{name}</Link>
        <div className={styles.owner}>
          {row.ownerName} · {row.ownerEmail}
        </div>
      </th>
      <td data-label="Product">
        {PRODUCT_LABELS[row.product]} #{row.id}
        {row.plan ? <div className={ui.muted}>{planName(row.plan)}</div> : null}
      </td>
      <td data-label="State">
        {ORDER_STATE_LABELS[row.state]} {row.overdue ? <span className={ui.badgeWarn}>Overdue</span> : null}
      </td>
      <td data-label="Waited">
        <time dateTime={row.waitingSince}>{waited(row.waitingSince)}</time>
      </td>
      <td data-label="Assignee">
        {row.assignee ? (row.assignee.id === me.id ? 'You' : row.assignee.email) : 'Nobody'}
        {canAssign && row.assignee?.id !== me.id ? (
          <div>
            <button type="button" className={ui.buttonSecondary} onClick={() => void assignToMe()}>
              Assign to me<span className={ui.srOnly}> ({name})</span>
            </button>
          </div>
        ) : null}
        <FormAlert error={error} />
      </td>
    </tr>
  );
}

/** The order queue: every order by state, product and search, with its wait, the overdue mark and who has it. */
export function QueuePage() {
  const { api } = useBackoffice();
  const { filters, set } = useFilters();
  const [search, setSearch] = useState(filters.q ?? '');
  const key = JSON.stringify(filters);
  const loaded = useLoad(() => api.orders({ ...filters, per_page: PER_PAGE }), key);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    set({ q: search.trim() || undefined });
  };
  const counts = loaded.status === 'ready' ? loaded.data.counts : undefined;
  const stateOptions = ORDER_STATES.map((state) => ({
    value: state,
    label: counts?.[state] !== undefined ? `${ORDER_STATE_LABELS[state]} (${counts[state]})` : ORDER_STATE_LABELS[state],
  }));

  return (
    <section aria-labelledby="queue-title">
      <h1 id="queue-title">Orders</h1>
      <p className={ui.muted}>Set-up waiting longer than {SETUP_TARGET_WORKING_DAYS} working days is marked Overdue.</p>
      <SpendAlerts />
      <form className={styles.filters} role="search" aria-label="Filter the orders" onSubmit={submit}>
        <SelectField
          label="State"
          placeholder="Every state"
          options={stateOptions}
          value={filters.state ?? ''}
          onChange={(event) => set({ state: event.target.value || undefined })}
        />
        <SelectField
          label="Product"
          placeholder="Every product"
          options={ORDER_PRODUCTS.map((product) => ({ value: product, label: PRODUCT_LABELS[product] }))}
          value={filters.product ?? ''}
          onChange={(event) => set({ product: event.target.value || undefined })}
        />
        <TextField
          label="Search"
          type="search"
          placeholder="Business, owner, email or order number"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <div className={styles.filterActions}>
          <button type="submit" className={ui.button}>
            Search
          </button>
        </div>
      </form>
      <label className={styles.mine}>
        <input
          type="checkbox"
          checked={filters.assigned === 'me'}
          onChange={(event) => set({ assigned: event.target.checked ? 'me' : undefined })}
        />{' '}
        Only orders assigned to me
      </label>
      <LoadState loaded={loaded} label="the orders">
        {(data) => {
          const pages = Math.max(1, Math.ceil(data.total / data.perPage));
          return (
            <>
              {data.orders.length === 0 ? (
                <p>No order matches.</p>
              ) : (
                <table className={styles.table}>
                  <caption>
                    {data.total} {data.total === 1 ? 'order' : 'orders'}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">Business</th>
                      <th scope="col">Product</th>
                      <th scope="col">State</th>
                      <th scope="col">Waited</th>
                      <th scope="col">Assignee</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.orders.map((row) => (
                      <OrderRow key={`${row.product}-${row.id}`} row={row} onAssigned={loaded.reload} />
                    ))}
                  </tbody>
                </table>
              )}
              <nav className={styles.pages} aria-label="Pages of orders">
                <button
                  type="button"
                  className={ui.buttonSecondary}
                  disabled={data.page <= 1}
                  onClick={() => set({ page: String(data.page - 1) })}
                >
                  Previous page
                </button>
                <span>
                  Page {data.page} of {pages}
                </span>
                <button
                  type="button"
                  className={ui.buttonSecondary}
                  disabled={data.page >= pages}
                  onClick={() => set({ page: String(data.page + 1) })}
                >
                  Next page
                </button>
              </nav>
            </>
          );
        }}
      </LoadState>
    </section>
  );
}
