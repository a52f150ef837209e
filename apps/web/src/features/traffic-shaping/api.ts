import type { DestinationDeferralList, DestinationSuspension, DestinationSuspensionList, IpWarmupList, TrafficShapingRules, TrafficShapingRulesInput } from '@platform/contracts';
import { api } from '../../lib/api';

const TRAFFIC_SHAPING_PATH = '/api/admin/traffic-shaping';

export async function fetchTrafficShapingRules(): Promise<TrafficShapingRules> {
  return (await api.get<TrafficShapingRules>(TRAFFIC_SHAPING_PATH)).data;
}

export async function saveTrafficShapingRules(body: TrafficShapingRulesInput): Promise<TrafficShapingRules> {
  return (await api.put<TrafficShapingRules>(TRAFFIC_SHAPING_PATH, body)).data;
}

export async function fetchDestinationDeferrals(): Promise<DestinationDeferralList> {
  return (await api.get<DestinationDeferralList>(`${TRAFFIC_SHAPING_PATH}/deferrals`)).data;
}

export async function fetchDestinationSuspensions(): Promise<DestinationSuspensionList> {
  return (await api.get<DestinationSuspensionList>(`${TRAFFIC_SHAPING_PATH}/suspensions`)).data;
}

/** Ends a suspension now (an operator knows the destination takes mail from the IP again). */
export async function liftSuspension({ source_ip, destination }: Pick<DestinationSuspension, 'source_ip' | 'destination'>): Promise<void> {
  await api.delete(`${TRAFFIC_SHAPING_PATH}/suspensions/${encodeURIComponent(source_ip)}/${encodeURIComponent(destination)}`);
}

export async function fetchWarmingIps(): Promise<IpWarmupList> {
  return (await api.get<IpWarmupList>('/api/admin/ips/warmup')).data;
}
