export const ALLOWED_UNSERVED_SHAPES = [
    {
        shape: '*.find {}',
        from: 'backups/backup-file',
        reason: 'a backup reads every document of every collection, once per backup (BackupsService)',
    },
    {
        shape: '*.delete {}',
        from: 'backups/backups.service',
        reason: "a restore empties each collection before inserting the backup's documents (emptied, not dropped, so the indexes stay)",
    },
    {
        shape: 'webhook_outbox.find {}',
        reason: 'the outbox holds only undelivered entries (delivered ones are deleted at once); each process rereads them all into its view ' +
            'of what is due, spaced by how long the read took (WebhookDispatcher.rescan), and a backup reads them too',
    },
    {
        shape: 'user_deletions.find {}',
        reason: 'the collection holds only account deletions under way (a finished one is deleted), read whole at start-up and once a minute ' +
            'to resume what a dead process left (UserDeletionResumer), and by a backup',
    },
    {
        shape: 'domains.find {}',
        reason: "the one-time fill of the users' registry from the domains stored before it (OwnerRegistry; its marker, read by _id, " +
            'keeps every later start from reading), and a backup',
    },
    {
        shape: 'smtp_accounts.find {}',
        reason: "the one-time fill of the users' registry from the SMTP accounts stored before it (OwnerRegistry; its marker, read by _id, " +
            'keeps every later start from reading), and a backup',
    },
    {
        shape: 'account_holds.find {}',
        reason: 'the collection holds only the accounts whose mail is held (paused by the reputation guard: a few); each process rereads ' +
            'them every 2 s so that leasing and submission ask its memory (AccountHolds), and a backup reads them too',
    },
    {
        shape: 'delivery_logs.find {to_lower:scan}',
        reason: 'the one-time start-up backfill of to_lower on entries from before the field (DeliveryLogRecipientBackfill); ' +
            'its marker, read by _id, keeps every later start from reading',
    },
];
/** The allow-list entry that covers a shape sent from these modules, if any. */
export function allowanceFor(description, sources) {
    const senders = [...sources];
    return ALLOWED_UNSERVED_SHAPES.find((entry) => (entry.shape === description || (entry.shape.startsWith('*.') && description.slice(description.indexOf('.')) === entry.shape.slice(1))) &&
        (entry.from === undefined || senders.every((source) => source === entry.from)));
}
//# sourceMappingURL=allowed-unserved-shapes.js.map