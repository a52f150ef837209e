export interface RestoreResponse {
  restored: true;
  /** When the restored backup was taken (ISO). */
  backup_taken_at: string;
  backup_file: string;
  /** Documents restored per collection. */
  collections: Record<string, number>;
  /** The backup taken just before restoring, so a restore can itself be undone. */
  safety_backup_file: string;
}

/** Why a backup was taken: the daily schedule, an operator's request, or just before a restore. */
export const BACKUP_REASONS = ['scheduled', 'manual', 'pre-restore'] as const;
export type BackupReason = (typeof BACKUP_REASONS)[number];

/** One backup file of the database, as GET /api/admin/backups lists it (newest first). */
export interface BackupSummary {
  file: string;
  /** When the backup was taken (ISO). */
  taken_at: string;
  reason: BackupReason;
  /** Size of the compressed file in bytes. */
  size: number;
}
