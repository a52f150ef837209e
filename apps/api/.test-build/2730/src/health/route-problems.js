/** Lanes looked at per probe at most: one read of a delivery each. */
const LANES_ASKED_MAX = 20;
/**
 * The due mail of this process's view of the queue that no route can carry now, one entry per
 * reason: each lane's longest-waiting delivery is read by _id and its route asked about.
 */
export async function routeProblemsOf(queue, routes) {
    const lanes = queue.dueLanes().slice(0, LANES_ASKED_MAX);
    const problems = new Map();
    for (const lane of lanes) {
        const routing = await routes.routingOfDelivery(lane.deliveryId);
        const problem = routing && (await routes.problemOf(routing));
        if (!problem)
            continue;
        const key = `${lane.sendPlan}|${problem.reason}`;
        const known = problems.get(key);
        if (known)
            known.deliveries_waiting += lane.due;
        else
            problems.set(key, { send_plan: lane.sendPlan, deliveries_waiting: lane.due, reason: problem.reason, fix: problem.fix });
    }
    return [...problems.values()];
}
//# sourceMappingURL=route-problems.js.map