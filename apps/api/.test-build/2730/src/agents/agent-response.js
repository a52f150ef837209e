/** The agent as the API shows it: its secret hash never leaves the server. */
export function toAgentResponse(agent, facts) {
    return {
        _id: agent._id.toString(),
        agent_id: agent.agent_id,
        hostname: agent.hostname,
        agent_type: agent.agent_type,
        owner_user_id: agent.owner_user_id ? agent.owner_user_id.toString() : null,
        owner_email: facts.ownerEmail,
        status: facts.status,
        admin_disabled: agent.admin_disabled === true,
        last_seen: agent.last_seen ? agent.last_seen.toISOString() : null,
        ip_count: facts.ipCount,
        createdAt: agent.createdAt.toISOString(),
        updatedAt: agent.updatedAt.toISOString(),
    };
}
/** An IP with the agent it belongs to, as the IP screens list it. */
export function toAgentIpResponse(agentIp, agent) {
    return {
        _id: agentIp._id.toString(),
        ip: agentIp.ip,
        helo: agentIp.helo,
        status: agentIp.status,
        agent_id: agent.agent_id,
        agent_hostname: agent.hostname,
        agent_type: agent.agent_type,
        createdAt: agentIp.createdAt.toISOString(),
        updatedAt: agentIp.updatedAt.toISOString(),
    };
}
//# sourceMappingURL=agent-response.js.map