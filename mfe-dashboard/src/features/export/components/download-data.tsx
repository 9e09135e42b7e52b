import { useEffect, useState } from 'react';
import { performanceQuery, useOwnerQuery } from '@adlaunch/session/queries';
import ui from '../../../components/ui.module.css';
import { buildExports, type ExportSource } from '../csv';
import styles from './download-data.module.css';

interface Prepared {
  name: string;
  label: string;
  rows: number;
  url: string;
}

interface DownloadDataProps {
  source: Omit<ExportSource, 'days'>;
  /** The campaign whose daily statistics the files hold (the one the dashboard shows), if any. */
  statsAdId: number | null;
  today: string;
}

/** "Download my data": builds the CSV files in the browser and offers one download link per file. */
export function DownloadData({ source, statsAdId, today }: DownloadDataProps) {
  const [files, setFiles] = useState<Prepared[]>([]);
  const days = useOwnerQuery(performanceQuery(statsAdId)).data?.days ?? [];

  // Object URLs hold their data until revoked.
  useEffect(() => () => files.forEach((f) => URL.revokeObjectURL(f.url)), [files]);

  function prepare() {
    const blobUrl = (content: string) => URL.createObjectURL(new Blob(['\ufeff', content], { type: 'text/csv;charset=utf-8' }));
    setFiles(
      buildExports({ ...source, days }, today).map((f) => ({ name: f.name, label: f.label, rows: f.rows, url: blobUrl(f.content) })),
    );
  }

  return (
    <section aria-labelledby="export-title" className={ui.card}>
      <h2 id="export-title" className={ui.cardTitle}>
        Your data
      </h2>
      <p className={ui.muted}>
        Your ads, keywords, daily statistics and payments belong to you. Download them as CSV files that open in any spreadsheet.
      </p>
      <button type="button" className={ui.buttonSecondary} onClick={prepare}>
        {files.length ? 'Refresh my data files' : 'Download my data'}
      </button>
      {files.length ? (
        <ul className={styles.files} aria-label="Your data files">
          {files.map((f) => (
            <li key={f.name}>
              <a href={f.url} download={f.name} className={styles.file}>
                {f.label}{' '}
                <span className={ui.muted}>
                  ({f.name}, {f.rows} {f.rows === 1 ? 'row' : 'rows'})
                </span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
