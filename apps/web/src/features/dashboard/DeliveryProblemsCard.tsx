import type { RouteProblem } from '@platform/contracts';
import { TitledCard } from '../../components/TitledCard';
import { formatCount } from '../../lib/formatCount';
import { useDeliveryReadiness } from './hooks';

const PLAN_NAMES: Record<RouteProblem['send_plan'], string> = {
  provider: 'Provider-plan mail',
  byoip: 'Mail of customers’ own IPs (byoip)',
  bulletproof: 'Relay mail',
};

/**
 * Mail that waits with no way out, above everything else on the dashboard while there is any:
 * what readiness (GET /api/health/ready) names, with the fix. Absent while every route works
 * (and when readiness cannot be read: the dashboard's loads fail silently, SPEC section 8).
 */
export function DeliveryProblemsCard() {
  const readiness = useDeliveryReadiness();
  const { problems = [], unready = null } = readiness.data ?? {};
  if (problems.length === 0 && !unready) return null;
  return (
    <TitledCard title="Mail is waiting" className="delivery-problems" subtitle="Due mail that no route can carry now, and what fixes it.">
      {unready && <p className="delivery-problems__unready">{unready}</p>}
      {problems.length > 0 && (
        <ul className="delivery-problems__list">
          {problems.map((problem) => (
            <li key={`${problem.send_plan}|${problem.reason}`}>
              <strong>{PLAN_NAMES[problem.send_plan]}</strong>: {formatCount(problem.deliveries_waiting)}{' '}
              {problem.deliveries_waiting === 1 ? 'delivery waits' : 'deliveries wait'} — {problem.reason}. Fix: {problem.fix}.
            </li>
          ))}
        </ul>
      )}
    </TitledCard>
  );
}
