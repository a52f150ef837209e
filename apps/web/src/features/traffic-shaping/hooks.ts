import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchDestinationDeferrals, fetchDestinationSuspensions, fetchTrafficShapingRules, fetchWarmingIps, liftSuspension, saveTrafficShapingRules } from './api';

export const trafficShapingKeys = {
  rules: ['traffic-shaping', 'rules'] as const,
  suspensions: ['traffic-shaping', 'suspensions'] as const,
  deferrals: ['traffic-shaping', 'deferrals'] as const,
  warmingIps: ['traffic-shaping', 'warming-ips'] as const,
};

/** Suspensions come and go within minutes: the screen keeps them current. */
const SUSPENSIONS_REFRESH_MS = 10_000;

export function useTrafficShapingRules() {
  return useQuery({ queryKey: trafficShapingKeys.rules, queryFn: fetchTrafficShapingRules, meta: { errorNotice: 'Failed to load the destination rules' } });
}

export function useSaveTrafficShapingRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTrafficShapingRules,
    onSuccess: (rules) => queryClient.setQueryData(trafficShapingKeys.rules, rules),
    meta: { successNotice: 'Destination rules saved: agents apply them from their next heartbeat', errorNotice: 'Failed to save the destination rules' },
  });
}

export function useDestinationDeferrals() {
  return useQuery({
    queryKey: trafficShapingKeys.deferrals,
    queryFn: fetchDestinationDeferrals,
    refetchInterval: SUSPENSIONS_REFRESH_MS,
    meta: { errorNotice: "Failed to load today's deferrals" },
  });
}

export function useDestinationSuspensions() {
  return useQuery({
    queryKey: trafficShapingKeys.suspensions,
    queryFn: fetchDestinationSuspensions,
    refetchInterval: SUSPENSIONS_REFRESH_MS,
    meta: { errorNotice: 'Failed to load the suspensions' },
  });
}

export function useLiftSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: liftSuspension,
    onSettled: () => queryClient.invalidateQueries({ queryKey: trafficShapingKeys.suspensions }),
    meta: { successNotice: 'Suspension lifted: agents send there again from their next heartbeat', errorNotice: 'Failed to lift the suspension' },
  });
}

/** The warming IPs' volumes against today's deliveries, kept current like the deferrals. */
export function useWarmingIps() {
  return useQuery({ queryKey: trafficShapingKeys.warmingIps, queryFn: fetchWarmingIps, refetchInterval: SUSPENSIONS_REFRESH_MS, meta: { errorNotice: 'Failed to load the warming IPs' } });
}
