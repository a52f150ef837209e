import { entityQueries } from '../../lib/entityQueries';
import { relayEndpoints } from './api';

/** Page size of the relays screen (SPEC section 9). */
export const RELAYS_PAGE_SIZE = 20;

/** Relays offered by the domain form's picker (SPEC section 9). */
export const RELAY_PICKER_LIMIT = 100;

export const relayQueries = entityQueries('relays', relayEndpoints, {
  listFailed: 'Failed to load relays',
  detailFailed: 'Failed to load relay details',
  created: 'Relay created',
  updated: 'Relay updated',
  saveFailed: 'Failed to save relay',
  deleted: 'Relay deleted',
  deleteFailed: 'Failed to delete relay',
});
