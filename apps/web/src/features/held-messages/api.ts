import type { HeldMessage } from '@platform/contracts';
import { api } from '../../lib/api';

const HELD_PATH = '/api/admin/held-messages';

export async function fetchHeldMessages(): Promise<HeldMessage[]> {
  return (await api.get<HeldMessage[]>(HELD_PATH)).data;
}

/** An admin's decision on a held message: released (delivered) or dropped (failed, never sent). */
export type HeldMessageDecision = 'release' | 'drop';

export async function reviewHeldMessage({ id, decision, note }: { id: string; decision: HeldMessageDecision; note: string }): Promise<void> {
  await api.post(`${HELD_PATH}/${encodeURIComponent(id)}/${decision}`, note.trim() ? { note: note.trim() } : {});
}
