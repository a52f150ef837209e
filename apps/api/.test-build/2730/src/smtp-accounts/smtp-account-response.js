/** The account as the API shows it: the password hash never leaves the server. */
export function toSmtpAccountResponse(account) {
    return {
        _id: account._id.toString(),
        email: account.email,
        domain: account.domain,
        user_id: account.user_id.toString(),
        quota: account.quota,
        status: account.status,
        createdAt: account.createdAt.toISOString(),
        updatedAt: account.updatedAt.toISOString(),
    };
}
//# sourceMappingURL=smtp-account-response.js.map