import type { BackupSummary, ListResponse, RestoreResponse } from '@platform/contracts';
import { api } from '../../lib/api';

/** Restores the newest backup; the server keeps the data it replaces as a safety backup. */
export async function runRestore(): Promise<RestoreResponse> {
  const response = await api.post<RestoreResponse>('/api/admin/restore');
  return response.data;
}

export async function fetchBackups(): Promise<ListResponse<BackupSummary>> {
  const response = await api.get<ListResponse<BackupSummary>>('/api/admin/backups');
  return response.data;
}
