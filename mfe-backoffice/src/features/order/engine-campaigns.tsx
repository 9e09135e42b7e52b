import { useState } from 'react';
import type { EngineId, EngineLink, EngineLinksAnswer, EngineSyncState } from '@adlaunch/shared';
import { useBackoffice, useHasRole } from '../../lib/backoffice-context';
import { useLoad } from '../../lib/use-load';
import { ENGINE_LABELS, when } from '../../lib/format';
import { LoadState } from '../../components/load-state';
import { ConfirmDialog } from '../../components/confirm-dialog';
import ui from '../../components/ui.module.css';
import { EngineLinkForm } from './engine-link-form';
import styles from './order.module.css';

function SyncFacts({ sync }: { sync: EngineSyncState | undefined }) {
  if (!sync) return <p className={ui.muted}>Not synced yet: its figures arrive with the next morning&apos;s sync.</p>;
  return (
    <dl className={ui.facts}>
      <dt>Last update</dt>
      <dd>{sync.updatedAt ? when(sync.updatedAt) : 'None yet'}</dd>
      <dt>Last try</dt>
      <dd>{when(sync.triedAt)}</dd>
      {sync.error ? (
        <>
          <dt>Error</dt>
          <dd className={styles.syncError}>{sync.error}</dd>
        </>
      ) : null}
    </dl>
  );
}

function LinkCard({
  adId,
  link,
  sync,
  onChanged,
}: {
  adId: number;
  link: EngineLink;
  sync?: EngineSyncState;
  onChanged: (message: string) => void;
}) {
  const { api } = useBackoffice();
  const campaigns = useHasRole('campaigns');
  const [open, setOpen] = useState(false);
  const name = ENGINE_LABELS[link.engine];
  const titleId = `engine-${link.engine}`;
  return (
    <li>
      <section className={styles.engine} aria-labelledby={titleId}>
        <h3 id={titleId} className={styles.subTitle}>
          {name}
        </h3>
        <dl className={ui.facts}>
          <dt>{link.engine === 'google' ? 'Customer id' : 'Account id'}</dt>
          <dd>{link.accountId}</dd>
          <dt>Campaign id</dt>
          <dd>{link.campaignId}</dd>
          <dt>Linked</dt>
          <dd>
            by {link.linkedBy}, {when(link.linkedAt)}
          </dd>
        </dl>
        <SyncFacts sync={sync} />
        {campaigns ? (
          <div className={ui.actions}>
            <button type="button" className={ui.buttonDanger} onClick={() => setOpen(true)}>
              Remove<span className={ui.srOnly}> the {name} link</span>
            </button>
          </div>
        ) : null}
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title={`Remove the ${name} link?`}
          description={`The ad's ${name} figures stop arriving; those already fetched stay on the owner's dashboard.`}
          confirmLabel="Remove"
          onConfirm={async () => {
            await api.unlinkEngine(adId, link.engine);
            onChanged(`The ${name} link is removed.`);
          }}
        />
      </section>
    </li>
  );
}

function Links({ adId, data, onChanged }: { adId: number; data: EngineLinksAnswer; onChanged: (message: string) => void }) {
  if (data.links.length === 0) return <p>Not linked to a campaign on any engine yet.</p>;
  const syncOf = (engine: EngineId) => data.syncs.find((sync) => sync.engine === engine);
  return (
    <ul className={ui.list} aria-label="Linked campaigns">
      {data.links.map((link) => (
        <LinkCard key={link.engine} adId={adId} link={link} sync={syncOf(link.engine)} onChanged={onChanged} />
      ))}
    </ul>
  );
}

/** A search ad's campaigns on Google Ads and Microsoft Advertising: the links and their last sync; the campaigns role links and removes them. */
export function EngineCampaigns({ adId }: { adId: number }) {
  const { api } = useBackoffice();
  const campaigns = useHasRole('campaigns');
  const [notice, setNotice] = useState<string | null>(null);
  const loaded = useLoad(() => api.engineLinks(adId), `engine-links-${adId}`);
  const changed = (message: string) => {
    setNotice(message);
    loaded.reload();
  };
  return (
    <section className={ui.card} aria-labelledby="engines-title">
      <h2 id="engines-title" className={ui.cardTitle}>
        Engine campaigns
      </h2>
      <p role="status" className={notice ? ui.notice : undefined}>
        {notice}
      </p>
      <LoadState loaded={loaded} label="the engine links">
        {(data) => <Links adId={adId} data={data} onChanged={changed} />}
      </LoadState>
      {campaigns ? <EngineLinkForm adId={adId} linked={loaded.status === 'ready' ? loaded.data.links : []} onLinked={changed} /> : null}
    </section>
  );
}
