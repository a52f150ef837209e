export function toPlanDefinitionResponse(definition) {
    return {
        _id: definition._id.toString(),
        plan_code: definition.plan_code,
        plan_category: definition.plan_category,
        name: definition.name,
        ip_allocation: definition.ip_allocation,
        daily_limit: definition.daily_limit ?? 0,
        status: definition.status,
    };
}
//# sourceMappingURL=plan-definition-response.js.map