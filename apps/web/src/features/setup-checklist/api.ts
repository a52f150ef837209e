import type { SetupChecklistResponse } from '@platform/contracts';
import { api } from '../../lib/api';

export const SETUP_CHECKLIST_PATH = '/api/admin/setup-checklist';

export async function fetchSetupChecklist(): Promise<SetupChecklistResponse> {
  return (await api.get<SetupChecklistResponse>(SETUP_CHECKLIST_PATH)).data;
}
