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
