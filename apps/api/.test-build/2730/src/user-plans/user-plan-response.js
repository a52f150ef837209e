export function toUserPlanResponse(plan, userEmail) {
    return {
        _id: plan._id.toString(),
        user_id: plan.user_id.toString(),
        user_email: userEmail,
        plan_code: plan.plan_code,
        plan_category: plan.plan_category,
        ip_allocation: plan.ip_allocation,
        daily_limit: plan.daily_limit ?? 0,
        status: plan.status,
        createdAt: plan.createdAt.toISOString(),
        updatedAt: plan.updatedAt.toISOString(),
    };
}
//# sourceMappingURL=user-plan-response.js.map