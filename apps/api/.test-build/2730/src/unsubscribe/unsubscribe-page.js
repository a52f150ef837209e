/**
 * The pages of the unsubscribe link: plain HTML with no script, no style and no outside
 * resource, so the strictest content security policy serves them (UNSUBSCRIBE_PAGE_POLICY).
 */
export const UNSUBSCRIBE_PAGE_POLICY = "default-src 'none'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";
/** Shown at GET: nothing is done until the button is pressed (link checkers and previews fetch links). */
export function confirmationPage(address, domain) {
    // The same URL with ?via=page: relative, so that it holds behind a proxy that serves PUBLIC_URL under a path.
    return page('Unsubscribe', `<p>Stop mail from <strong>${escapeHtml(domain)}</strong> to <strong>${escapeHtml(maskAddress(address))}</strong>?</p>
<form method="post" action="?via=page">
<button type="submit">Unsubscribe</button>
</form>`);
}
export function unsubscribedPage(address, domain) {
    return page('Unsubscribed', `<p>You are unsubscribed: <strong>${escapeHtml(maskAddress(address))}</strong> will no longer get mail from <strong>${escapeHtml(domain)}</strong>.</p>`);
}
export function invalidLinkPage() {
    return page('Unsubscribe', '<p>This unsubscribe link is not valid.</p>');
}
/** Enough of the address for its owner to recognise it, not all of it for whoever sees the page: a***@example.org. */
export function maskAddress(address) {
    const at = address.lastIndexOf('@');
    return at <= 0 ? '***' : `${address[0]}***${address.slice(at)}`;
}
function page(title, body) {
    return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
${body}
</body>
</html>
`;
}
function escapeHtml(text) {
    return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
//# sourceMappingURL=unsubscribe-page.js.map