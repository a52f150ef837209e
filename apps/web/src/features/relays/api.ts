import type { CreateRelayRequest, Relay, RelayListQuery, UpdateRelayRequest } from '@platform/contracts';
import { entityEndpoints } from '../../lib/entityApi';

export const relayEndpoints = entityEndpoints<{
  entity: Relay;
  detail: Relay;
  created: Relay;
  listQuery: RelayListQuery;
  createBody: CreateRelayRequest;
  updateBody: UpdateRelayRequest;
}>('/api/admin/relays');
