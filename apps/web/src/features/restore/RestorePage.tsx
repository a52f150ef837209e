import type { BackupSummary } from '@platform/contracts';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { Dialog } from '../../components/Dialog';
import { Icon } from '../../components/Icon';
import { PageHeader } from '../../components/PageHeader';
import { formatDateTime } from '../../lib/formatDate';
import { useBackups, useRunRestore } from './hooks';

const BACKUP_REASON_LABELS: Record<BackupSummary['reason'], string> = {
  scheduled: 'Scheduled',
  manual: 'Manual',
  'pre-restore': 'Before a restore',
};

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const BACKUP_COLUMNS: DataTableColumn<BackupSummary>[] = [
  { header: 'Taken', cell: (backup) => <span className="cell-nowrap">{formatDateTime(backup.taken_at)}</span> },
  { header: 'Reason', cell: (backup) => <span className="badge">{BACKUP_REASON_LABELS[backup.reason] ?? backup.reason}</span> },
  { header: 'Size', cell: (backup) => formatSize(backup.size) },
  { header: 'File', cell: (backup) => <span className="muted">{backup.file}</span> },
];

/** Puts the newest backup back in place of the current data, after the admin confirms. */
export function RestorePage() {
  const backups = useBackups();
  const restore = useRunRestore();
  const [isConfirming, setConfirming] = useState(false);
  const newestBackup = backups.data?.items[0];

  const confirmRestore = () => {
    setConfirming(false);
    restore.mutate();
  };

  return (
    <>
      <PageHeader
        title="Restore"
        description="Replace the current data with the newest backup."
        actions={
          <button type="button" className="button button--primary" disabled={restore.isPending} onClick={() => setConfirming(true)}>
            <Icon name="restore" size={16} /> {restore.isPending ? 'Restoring…' : 'Run Restore'}
          </button>
        }
      />
      <section className="card" aria-labelledby="restore-result-title">
        <header className="card__header">
          <h2 id="restore-result-title" className="card__title">
            Result
          </h2>
        </header>
        {restore.data ? (
          <pre className="result-text" aria-label="Restore result">
            {restore.data}
          </pre>
        ) : (
          <p className="card__placeholder">{restore.isPending ? 'Restoring…' : 'Run Restore to see its result here.'}</p>
        )}
      </section>
      <section className="card section-gap" aria-labelledby="backups-title">
        <header className="card__header">
          <h2 id="backups-title" className="card__title">
            Backups
          </h2>
          <span className="card__subtitle">Newest first; Run Restore uses the first.</span>
        </header>
        <DataTable
          label="Backups"
          columns={BACKUP_COLUMNS}
          rows={backups.data?.items ?? []}
          rowKey={(backup) => backup.file}
          isLoading={backups.isPending}
          emptyText="No backups yet."
        />
      </section>
      {isConfirming && (
        <Dialog
          title="Run Restore"
          onClose={() => setConfirming(false)}
          onSubmit={confirmRestore}
          actions={
            <>
              <button type="button" className="button" onClick={() => setConfirming(false)}>
                Cancel
              </button>
              <button type="submit" className="button button--danger" autoFocus>
                Run Restore
              </button>
            </>
          }
        >
          <p className="dialog__text">
            All current data will be replaced by the newest backup
            {newestBackup ? ` (taken ${formatDateTime(newestBackup.taken_at)})` : ''}. The current data is saved as a backup first, so
            this restore can itself be undone.
          </p>
        </Dialog>
      )}
    </>
  );
}
