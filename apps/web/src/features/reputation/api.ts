import type { AccountReputationDetail, ListResponse, ReputationSettings, ReviewQueueItem, ReviewQueueQuery, StandingActionRequest } from '@platform/contracts';
import { api } from '../../lib/api';

const REPUTATION_PATH = '/api/admin/reputation';
const REPUTATION_SETTINGS_PATH = '/api/admin/settings/reputation';

export async function fetchReviewQueue(query: ReviewQueueQuery): Promise<ListResponse<ReviewQueueItem>> {
  return (await api.get<ListResponse<ReviewQueueItem>>(REPUTATION_PATH, { params: query })).data;
}

export async function fetchAccountReputation(userId: string): Promise<AccountReputationDetail> {
  return (await api.get<AccountReputationDetail>(`${REPUTATION_PATH}/${encodeURIComponent(userId)}`)).data;
}

export type StandingAction = 'resume' | 'pause';

export async function changeStanding({ userId, action, note }: { userId: string; action: StandingAction } & StandingActionRequest): Promise<AccountReputationDetail> {
  return (await api.post<AccountReputationDetail>(`${REPUTATION_PATH}/${encodeURIComponent(userId)}/${action}`, { note })).data;
}

export async function fetchReputationSettings(): Promise<ReputationSettings> {
  return (await api.get<ReputationSettings>(REPUTATION_SETTINGS_PATH)).data;
}

export async function updateReputationSettings(body: ReputationSettings): Promise<ReputationSettings> {
  return (await api.put<ReputationSettings>(REPUTATION_SETTINGS_PATH, body)).data;
}
