import type { AccountWarmup, WarmupSettings } from '@platform/contracts';
import { api } from '../../lib/api';

const WARMUP_PATH = '/api/admin/warmup';
const WARMUP_SETTINGS_PATH = '/api/admin/settings/warmup';

export async function fetchAccountWarmup(userId: string): Promise<AccountWarmup> {
  return (await api.get<AccountWarmup>(`${WARMUP_PATH}/${encodeURIComponent(userId)}`)).data;
}

export async function setAccountWarmup({ userId, enabled }: { userId: string; enabled: boolean }): Promise<AccountWarmup> {
  return (await api.put<AccountWarmup>(`${WARMUP_PATH}/${encodeURIComponent(userId)}`, { enabled })).data;
}

export async function fetchWarmupSettings(): Promise<WarmupSettings> {
  return (await api.get<WarmupSettings>(WARMUP_SETTINGS_PATH)).data;
}

export async function updateWarmupSettings(body: WarmupSettings): Promise<WarmupSettings> {
  return (await api.put<WarmupSettings>(WARMUP_SETTINGS_PATH, body)).data;
}
