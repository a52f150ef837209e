import { approvalOf, isEmailConfirmed } from './user.schema.js';
/** The user as the API shows it: secrets (password and API key hashes) never leave the server. */
export function toUserResponse(user) {
    return {
        _id: user._id.toString(),
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        role: user.role,
        status: user.status,
        domain_limit: user.domain_limit,
        plan_type: user.plan_type,
        createdAt: user.createdAt.toISOString(),
        updatedAt: user.updatedAt.toISOString(),
        last_login: user.last_login ? user.last_login.toISOString() : null,
        email_confirmed: isEmailConfirmed(user),
        approval: approvalOf(user),
    };
}
//# sourceMappingURL=user-response.js.map