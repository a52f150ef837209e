import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Every environment variable the API process and the sending agent read, with its default and
 * meaning: the source of docs/environment.md (written by `pnpm --filter @platform/api
 * docs:environment`). The test environment-reference.spec.ts fails when a variable read by
 * loadAppConfig is missing here, when one listed here is no longer read, when a literal default
 * here is not the one the code uses, or when docs/environment.md differs from what this file
 * renders; apps/agent's environment-reference.spec.ts checks the agent's section the same way.
 */
export interface EnvironmentVariable {
  name: string;
  /**
   * The value used when the variable is unset, as it could be written in the environment (the
   * test checks that writing it changes nothing); or, between parentheses, what happens instead.
   */
  default: string;
  meaning: string;
}

export interface EnvironmentSection {
  title: string;
  /** Which program reads them: the API, or the sending agent (checked by apps/agent's own test). */
  program: 'api' | 'agent';
  variables: EnvironmentVariable[];
}

/** A default that is not a value: what the code does when the variable is unset. */
export function isDescribedDefault(variable: EnvironmentVariable): boolean {
  return variable.default.startsWith('(');
}

export const ENVIRONMENT: EnvironmentSection[] = [
  {
    title: 'Server, data and secrets',
    program: 'api',
    variables: [
      { name: 'NODE_ENV', default: 'development', meaning: 'development, production or test. production serves the built console on the API\'s port (`npm start` sets it).' },
      { name: 'PORT', default: '3000', meaning: 'HTTP port of the API (and of the console in production); 0 picks a free one.' },
      { name: 'DATA_DIR', default: 'data', meaning: 'Folder of the embedded database, the generated secrets, the SMTP certificate and the backups.' },
      { name: 'DB_COMMAND_COUNTS_FILE', default: '(not counted)', meaning: 'A file the API writes its database command counts to, by command and collection (bench/throughput.mjs sets it to print commands per message).' },
      { name: 'DB_MAX_POOL_SIZE', default: '50', meaning: 'Database connections of one API process at most; commands beyond wait for one. On the embedded database keep it well below 100: FerretDB has 100 SQLite connections, an update holds two of them at once, and 100 updates holding one each wait for each other for ever.' },
      { name: 'DB_TIMEOUT_SECONDS', default: '600', meaning: 'How long a database command may wait for a connection of the pool, and then for the database\'s answer, before it fails with a logged error (mail being accepted is refused with a 4xx, an agent\'s call fails and is retried) rather than waiting for ever.' },
      { name: 'MONGODB_URI', default: '(the embedded database in DATA_DIR)', meaning: 'A MongoDB server (`mongodb://` or `mongodb+srv://`), e.g. a replica set: needed for several API processes. Unset: the embedded database is started in DATA_DIR/db, reachable only through the Unix socket DATA_DIR/db/socket/mongodb.sock (no TCP port; when that path is longer than 103 bytes, the socket goes in a private folder under TMPDIR).' },
      { name: 'GO_BINARY', default: '(go on PATH, then /usr/local/go/bin/go, /usr/lib/go/bin/go)', meaning: 'The Go command that builds the embedded database on first use (when set, the only one tried); read only when MONGODB_URI is unset.' },
      { name: 'ADMIN_TOKEN', default: '(generated into DATA_DIR/admin-token)', meaning: 'Master admin token (16+ characters): opens console sessions, nothing else. Unset: generated on first start, kept in DATA_DIR/admin-token and rotatable (`POST /api/admin/token/rotate`).' },
      { name: 'SECRET_KEY', default: '(generated into DATA_DIR/secret-key)', meaning: '64 hexadecimal characters; encrypts secrets at rest (relay passwords, DKIM keys). Keep it with your backups; every API process needs the same one.' },
      { name: 'WEB_DIST_DIR', default: '(apps/web/dist)', meaning: 'Folder of the built console, served in production.' },
      { name: 'PUBLIC_URL', default: '(http://localhost:PORT)', meaning: 'Base of links in e-mails (password reset, confirmation, unsubscribe), and the tracking host of open and click tracking (`/t/o/<token>.gif`, `/t/c/<token>`, served outside /api).' },
      { name: 'PUBLIC_HOSTNAME', default: '(unset)', meaning: 'The platform\'s public host name: the SPF include and the return-path domain are derived from it, and it is the platform\'s own sending domain (platform mail from no-reply@ it, sandbox addresses, the simulator at simulator.<it>); unset, that domain is platform.localhost.' },
      { name: 'SANDBOX_DAILY_LIMIT', default: '50', meaning: 'Messages a day an account may send from its sandbox address (`<account id>@<platform domain>`, only to its own confirmed address and the simulator) while it counts the account\'s other mail that day too; simulator mail is never counted. 0: no limit.' },
      { name: 'JSON_BODY_LIMIT_BYTES', default: '102400', meaning: 'Largest JSON body of a request (413 beyond it), except where a route needs more: sending a message (MAX_MESSAGE_BYTES in base64, plus 64 KiB), an agent\'s delivery results and an agent\'s IP list.' },
      { name: 'PLAN_DEFINITIONS_FILE', default: '(the built-in plans)', meaning: 'JSON array of `{plan_code, plan_category, name, ip_allocation}` seeded into an empty database.' },
      { name: 'BACKUP_KEEP', default: '14', meaning: 'Backups kept in DATA_DIR/backups.' },
      { name: 'BACKUP_INTERVAL_HOURS', default: '24', meaning: 'How often a backup is taken, by one API process at a time (0: never; a restore always takes one first). 0 by default when NODE_ENV=test.' },
      { name: 'READINESS_MAX_QUEUE_LAG_SECONDS', default: '600', meaning: '`GET /api/health/ready` answers 503 once the oldest due delivery (as this process sees the queue) has waited longer than this.' },
      { name: 'SHUTDOWN_GRACE_SECONDS', default: '30', meaning: 'On SIGTERM, how long SMTP sessions in DATA may take to finish, and relay transmissions under way before their leases are given back (0: none).' },
    ],
  },
  {
    title: 'Operations: metrics, logs, load balancer, several processes',
    program: 'api',
    variables: [
      { name: 'METRICS_TOKEN', default: '(metrics off: /metrics answers 404)', meaning: 'Bearer token of GET /metrics (Prometheus text format), at least 16 characters; a wrong or missing token answers 401.' },
      { name: 'API_DOCS', default: 'public', meaning: 'The API reference (Swagger UI at /api/docs, the OpenAPI JSON at /api/docs-json): public serves it to anyone without credentials (it lists every route, the admin ones included, but no data); off serves neither (404).' },
      { name: 'LOG_LEVEL', default: 'info', meaning: 'Least severe level logged: fatal, error, warn, info, debug, trace or silent.' },
      { name: 'LOG_FORMAT', default: '(pretty on a terminal, json otherwise)', meaning: 'json: one JSON object per line (for a log collector); pretty: one readable line per record.' },
      { name: 'TRUST_PROXY', default: '(unset: the socket\'s address is the client\'s)', meaning: 'Which proxies\' X-Forwarded-For to believe, for rate limits, sign-in throttles and logs: a hop count (1: the load balancer in front) or addresses and CIDR ranges, comma-separated.' },
      { name: 'ROLLUP_WRITER_STALE_SECONDS', default: '30', meaning: 'An API process that has not heartbeaten its rollup writer slot for this long counts as crashed: another process recounts, from the stamped events, what it may not have written, then frees the slot.' },
      { name: 'LOG_EXPIRY_INTERVAL_MINUTES', default: '60', meaning: 'Minutes between passes of the log expiry, run by one API process at a time (0: never; 0 by default when NODE_ENV=test). How many days logs, message bodies and events are kept is a console setting (Settings, Log retention; default 30).' },
      { name: 'JOB_LEADERSHIP_SECONDS', default: '30', meaning: 'How long a process leads a periodic job (backups, expiry sweep, DNS re-checks) without renewing; a dead leader\'s jobs are taken over after this.' },
    ],
  },
  {
    title: 'Sign-in, sessions and customers',
    program: 'api',
    variables: [
      { name: 'ADMIN_SESSION_TTL_HOURS', default: '12', meaning: 'Lifetime of console sessions: issued by `POST /api/login` to admin and support-readonly users, and by `POST /api/admin/sessions` for the master admin token.' },
      { name: 'LOGIN_RATE_LIMIT_PER_CLIENT', default: '30', meaning: 'Calls of the public auth routes (login, signup, password reset) allowed per client address within a window (429 beyond); counted in the database, so it holds across API processes.' },
      { name: 'LOGIN_RATE_LIMIT_WINDOW_SECONDS', default: '900', meaning: 'The window of LOGIN_RATE_LIMIT_PER_CLIENT.' },
      { name: 'LINK_RATE_LIMIT_PER_CLIENT', default: '300', meaning: 'Requests of the links in sent mail (`/u/` unsubscribe, `/t/` opens and clicks) allowed per client address within a window (429 beyond); counted in the database.' },
      { name: 'LINK_RATE_LIMIT_PER_TOKEN', default: '20', meaning: 'Requests of one such link (one token) allowed within a window, whoever sends them (429 beyond).' },
      { name: 'LINK_RATE_LIMIT_WINDOW_SECONDS', default: '60', meaning: 'The window of LINK_RATE_LIMIT_PER_CLIENT and LINK_RATE_LIMIT_PER_TOKEN.' },
      { name: 'SIGN_IN_FAILURE_WINDOW_MINUTES', default: '15', meaning: 'Failed sign-ins are counted within this many minutes of the first.' },
      { name: 'SIGN_IN_DELAY_AFTER_FAILURES', default: '3', meaning: 'Failures of one account after which each further attempt waits.' },
      { name: 'SIGN_IN_DELAY_MAX_SECONDS', default: '4', meaning: 'Longest wait of one attempt; 0 turns the waits off.' },
      { name: 'SIGN_IN_LOCK_AFTER_FAILURES', default: '10', meaning: 'Failures of one account from one client address that lock that pair (IPv6 addresses count per /64).' },
      { name: 'SIGN_IN_CLIENT_LOCK_AFTER_FAILURES', default: '50', meaning: 'Failures from one client address, whatever the accounts, that lock the address.' },
      { name: 'SIGN_IN_LOCK_MINUTES', default: '15', meaning: 'How long a sign-in lock lasts.' },
      { name: 'PASSWORD_RESET_TTL_MINUTES', default: '60', meaning: 'Minutes a password reset link stays valid.' },
      { name: 'CUSTOMER_SESSION_TTL_HOURS', default: '24', meaning: 'Hours a customer session issued at login stays valid.' },
      { name: 'EMAIL_CONFIRMATION_TTL_HOURS', default: '48', meaning: 'Hours an e-mail confirmation link stays valid.' },
      { name: 'SIGNUP_PLAN_CODE', default: 'trial', meaning: 'Plan definition a self-signed-up account is given; its `daily_limit` caps what the account sends per UTC day (`trial`: 100).' },
      { name: 'SIGNUP_DOMAIN_LIMIT', default: '3', meaning: 'Sending domains a self-signed-up account may add until an admin changes it; 0: no limit.' },
      { name: 'CONTAINS_SEARCH_MAX_TIME_MS', default: '2000', meaning: 'How long a search that matches anywhere in a value (no index serves it) may run before it is stopped and answered as cut short (maxTimeMS).' },
      { name: 'MESSAGE_SEARCH_SCAN_LIMIT', default: '20000', meaning: 'Messages a searched customer Messages list reads at most per request (a time budget of about 0.6 s stops it earlier); past that it answers with what it found and "more" instead of a total.' },
      { name: 'DOMAIN_RECHECK_MINUTES', default: '60', meaning: 'How often each domain\'s DNS records are checked again, by one API process at a time (a record that disappears is noticed); 0 turns it off. 0 by default when NODE_ENV=test.' },
      { name: 'SPF_INCLUDE', default: '(spf.PUBLIC_HOSTNAME, or spf.localhost)', meaning: 'The host every domain\'s SPF record includes.' },
      { name: 'DNS_SERVERS', default: '(the system\'s resolvers)', meaning: 'DNS servers domain verification asks: IP addresses with an optional port, comma-separated.' },
    ],
  },
  {
    title: 'Accepting mail: HTTP and SMTP submission',
    program: 'api',
    variables: [
      { name: 'SMTP_SUBMISSION_PORT', default: '2587', meaning: 'SMTP submission port; 0 picks a free one, -1 turns the listener off.' },
      { name: 'SMTP_SUBMISSION_HOST', default: '0.0.0.0', meaning: 'Address the submission listener binds.' },
      { name: 'SMTP_HOSTNAME', default: 'localhost', meaning: 'Name the SMTP listeners greet with; also the default inbound MX host.' },
      { name: 'SMTP_TLS_CERT_FILE', default: '(self-signed, in DATA_DIR/tls)', meaning: 'PEM certificate for STARTTLS; set together with SMTP_TLS_KEY_FILE. Unset: a self-signed pair for SMTP_HOSTNAME in DATA_DIR/tls.' },
      { name: 'SMTP_TLS_KEY_FILE', default: '(self-signed, in DATA_DIR/tls)', meaning: 'PEM private key for STARTTLS.' },
      { name: 'SMTP_MAX_SESSIONS_PER_CLIENT', default: '10', meaning: 'SMTP sessions one client address may hold open at once on one process (more are answered `421 4.7.0` at connect).' },
      { name: 'SMTP_MAX_CLIENTS', default: '100', meaning: 'SMTP sessions open at once in all, per process.' },
      { name: 'SMTP_DATA_TIMEOUT_SECONDS', default: '600', meaning: 'Longest a whole DATA transfer may take (then `421 4.4.2`, the connection is closed and nothing is stored).' },
      { name: 'SMTP_IDLE_TIMEOUT_SECONDS', default: '300', meaning: 'Longest an SMTP client may stay silent.' },
      { name: 'SMTP_BUSY_SESSIONS', default: '(80% of SMTP_MAX_CLIENTS)', meaning: 'Submission sessions open at once from which the listener counts as busy: every session open then gets SMTP_BUSY_IDLE_TIMEOUT_SECONDS and keeps it, so slow clients cannot hold the whole cap.' },
      { name: 'SMTP_BUSY_IDLE_TIMEOUT_SECONDS', default: '10', meaning: 'Longest an SMTP client may stay silent (a half-sent command included) while the submission listener is busy.' },
      { name: 'MAX_MESSAGE_BYTES', default: '15728640', meaning: 'Largest message accepted (at most 15 MiB: a stored message is one document).' },
      { name: 'MAX_RECIPIENTS', default: '100', meaning: 'Most recipients of one message.' },
      { name: 'REQUIRE_VERIFIED_DKIM', default: 'true', meaning: 'Whether a domain must have passed DKIM verification before it may send.' },
    ],
  },
  {
    title: 'Queue and delivery',
    program: 'api',
    variables: [
      { name: 'RETRY_FIRST_SECONDS', default: '300', meaning: 'Wait before the first retry of a deferred delivery; it doubles with each retry (5 min doubling to 4 h, given up after 5 days by default).' },
      { name: 'RETRY_MAX_SECONDS', default: '14400', meaning: 'Longest wait between retries.' },
      { name: 'QUEUE_LIFETIME_SECONDS', default: '432000', meaning: 'How long a delivery is retried before it is given up as failed.' },
      { name: 'LEASE_SECONDS', default: '300', meaning: 'How long a worker or agent holds a delivery before it returns to the queue.' },
      { name: 'RELAY_WORKER_CONCURRENCY', default: '8', meaning: 'Deliveries the API\'s relay worker carries at once; 0 turns it off in this process.' },
      { name: 'QUEUE_POLL_MS', default: '1000', meaning: 'How often an idle worker looks for due deliveries.' },
      {
        name: 'QUEUE_FIRST_ATTEMPT_RESERVATION_SECONDS',
        default: '15',
        meaning:
          'How long an API process that queues a delivery, while workers of its route ask it for work, keeps the first attempt for itself: it leases it without reading it back, and other processes take it only after this (more than 5 s, the clock margin; 0 reserves nothing and every lease reads its delivery back).',
      },
      { name: 'QUEUE_RESCAN_MS', default: '5000', meaning: 'How often each API process rereads the open deliveries to see those queued or finished by other API processes (stretched to 10× the read\'s own time on a long queue).' },
      { name: 'RELAY_MAX_CONNECTIONS', default: '5', meaning: 'SMTP connections the relay worker keeps open to one relay and reuses (a pool per relay).' },
      { name: 'RELAY_TLS_REJECT_UNAUTHORIZED', default: 'true', meaning: 'Whether relay connections check the relay\'s TLS certificate.' },
      { name: 'SMTP_SETTINGS_TLS_REJECT_UNAUTHORIZED', default: 'true', meaning: 'Whether mail sent through the global SMTP settings checks the server\'s certificate.' },
      { name: 'AGENT_OFFLINE_AFTER_SECONDS', default: '90', meaning: 'Seconds without a heartbeat after which an agent is offline.' },
      { name: 'LOCAL_DELIVERY_AGENT', default: '(true when NODE_ENV=production, as `npm start` runs the API; false otherwise)', meaning: 'Runs the local delivery route: a sending agent (apps/agent) started and restarted by the API, registered as the provider agent `local-<host name>` (its secret kept in DATA_DIR/local-agent-secret), that delivers provider-plan mail straight to the recipients\' MX hosts from this host\'s addresses. false for installations whose mail leaves through remote agents.' },
      { name: 'LOCAL_DELIVERY_IPS', default: '(the machine\'s non-loopback addresses)', meaning: 'Addresses the local delivery route sends from, comma-separated (its AGENT_IPS).' },
      { name: 'LOCAL_DELIVERY_MX_PORT', default: '25', meaning: 'Port the local delivery route speaks to MX hosts on; another only against a test MX (its AGENT_MX_PORT). It looks MX hosts up through DNS_SERVERS when set.' },
    ],
  },
  {
    title: 'Content scanning',
    program: 'api',
    variables: [
      { name: 'RSPAMD_URL', default: '(none: scanning is off unless RSPAMD_START starts the installed rspamd)', meaning: 'Base URL of an rspamd normal worker (e.g. `http://127.0.0.1:11333`): every accepted message is POSTed to its `/checkv2` before it is queued, and its score and symbols go on the message\'s timeline.' },
      { name: 'RSPAMD_START', default: '(true when NODE_ENV=production, as `npm start` runs the API; false otherwise)', meaning: 'When RSPAMD_URL is unset and Debian\'s rspamd is installed, the API starts it with a private configuration in DATA_DIR/rspamd (a normal worker on a free loopback port, no module that needs the network or Redis) and stops it on shutdown. Never the system service.' },
      { name: 'CONTENT_SCAN_REJECT_SCORE', default: '15', meaning: 'A score at or above this refuses the submission with the score and the rules that matched (SMTP `550 5.7.1`, HTTP 422); so does rspamd\'s own reject pre-result (GTUBE).' },
      { name: 'CONTENT_SCAN_HOLD_SCORE', default: '6', meaning: 'A score at or above this (below the reject score) holds the message: accepted, never leased for delivery until an admin releases it (then delivered) or drops it (then failed) under Held messages.' },
      { name: 'CONTENT_SCAN_WHEN_DOWN', default: 'accept', meaning: 'What happens while rspamd cannot be asked (not reachable, an error, no answer within CONTENT_SCAN_TIMEOUT_MS): accept (the message is accepted unscanned, flagged on its timeline) or defer (refused for now: SMTP `451 4.7.1`, HTTP 503; the sender tries again).' },
      { name: 'CONTENT_SCAN_TIMEOUT_MS', default: '10000', meaning: 'Longest wait for rspamd\'s verdict on one message, connection to last byte; past it rspamd counts as down for that message.' },
      { name: 'CONTENT_SCAN_MAX_BYTES', default: '15728640', meaning: 'Messages larger than this are not sent to rspamd: accepted unscanned, flagged on the timeline.' },
    ],
  },
  {
    title: 'Return path and inbound listener',
    program: 'api',
    variables: [
      { name: 'RETURN_PATH_DOMAIN', default: '(bounces.PUBLIC_HOSTNAME, or SMTP_HOSTNAME)', meaning: 'The platform\'s return-path domain: envelope senders are `b+<token>@<it>` unless the sender domain\'s own `bounces.<domain>` verified. Point its MX at the inbound listener; its SPF must authorize every sending IP and relay.' },
      { name: 'INBOUND_MX_HOST', default: '(SMTP_HOSTNAME)', meaning: 'Host that customers\' `bounces.<domain>` MX records must name (checked by Verify).' },
      { name: 'FEEDBACK_ADDRESS', default: '(fbl@RETURN_PATH_DOMAIN)', meaning: 'Address to register with feedback loops: ARF abuse reports sent to it become complaints.' },
      { name: 'INBOUND_SMTP_PORT', default: '2525', meaning: 'Inbound listener for bounces, abuse reports and unsubscribe mails; 0 picks a free one, -1 turns it off (production: port 25 via the MX).' },
      { name: 'INBOUND_SMTP_HOST', default: '0.0.0.0', meaning: 'Address the inbound listener binds.' },
      { name: 'INBOUND_MAX_MESSAGE_BYTES', default: '10485760', meaning: 'Largest inbound message read; more is refused with 552.' },
      { name: 'INBOUND_MAX_CONNECTIONS_PER_CLIENT', default: '5', meaning: 'Inbound connections one client address may hold at once, per process (`421 4.7.0` beyond).' },
      { name: 'INBOUND_MESSAGES_PER_MINUTE_PER_CLIENT', default: '120', meaning: 'Inbound messages one client address may send per minute (`450 4.7.1` at MAIL FROM beyond); counted in the database, for every process.' },
      { name: 'INBOUND_DATA_TIMEOUT_SECONDS', default: '60', meaning: 'Longest an inbound DATA transfer may take (then `421 4.4.2` and the connection is closed).' },
      {
        name: 'BOUNCE_REPEAT_SUPPRESS_COUNT',
        default: '3',
        meaning:
          'Permanent failures of one address for reasons about its mailbox (mailbox full, suspended, expired) within `BOUNCE_REPEAT_SUPPRESS_DAYS` that suppress it; 0 never. User unknown, host unknown and has moved suppress at once; blocks, spam, policy and authentication failures never.',
      },
      { name: 'BOUNCE_REPEAT_SUPPRESS_DAYS', default: '30', meaning: 'The span, in days, over which `BOUNCE_REPEAT_SUPPRESS_COUNT` failures are counted.' },
    ],
  },
  {
    title: 'Operator set-up checklist',
    program: 'api',
    variables: [
      { name: 'SETUP_CHECKLIST_CACHE_SECONDS', default: '30', meaning: 'How long the results of `GET /api/admin/setup-checklist` (the console\'s set-up checklist) are served before a request checks again; requests meanwhile share one check.' },
      { name: 'PORT25_PROBE_HOST', default: 'gmail-smtp-in.l.google.com:25', meaning: 'The mail server (`host` or `host:port`, port 25 when none) that a TCP connection is tried with to tell whether outbound port 25 is open here; `off` turns the probe off (the item then says unknown). Looked up through DNS_SERVERS.' },
      { name: 'PORT25_PROBE_TIMEOUT_SECONDS', default: '5', meaning: 'How long the port 25 probe waits for the connection before it counts port 25 as blocked.' },
      { name: 'PORT25_PROBE_CACHE_SECONDS', default: '600', meaning: 'How long a port 25 probe\'s result is kept: at most one probe per process in that time, whoever asks.' },
    ],
  },
  {
    title: 'Webhooks',
    program: 'api',
    variables: [
      { name: 'WEBHOOK_RETRY_SCHEDULE_SECONDS', default: '5,30,120,600,1800,3600,7200,14400,28800,43200', meaning: 'Waits before each retry of a failed webhook POST, in order (about 27 hours in all); the event is given up after the last.' },
      { name: 'WEBHOOK_TIMEOUT_SECONDS', default: '10', meaning: 'How long one webhook POST may take, connection to the end of the answer (answers are read up to 64 KB; 1 KB is kept).' },
      { name: 'WEBHOOK_LEASE_SECONDS', default: '60', meaning: 'How long a dispatcher holds an attempt before another may take it; longer than WEBHOOK_TIMEOUT_SECONDS.' },
      { name: 'WEBHOOK_CONCURRENCY', default: '4', meaning: 'POSTs in flight at once per process; 0 stops this process from sending webhooks.' },
      { name: 'WEBHOOK_POLL_MS', default: '1000', meaning: 'How often an idle dispatcher looks for due attempts.' },
      { name: 'WEBHOOK_DISABLE_AFTER_FAILURES', default: '100', meaning: 'An endpoint is disabled (and its owner mailed) after this many failed POSTs in a row...' },
      { name: 'WEBHOOK_DISABLE_AFTER_HOURS', default: '24', meaning: '...or when every POST to it has failed for this long.' },
      { name: 'WEBHOOK_SECRET_ROTATION_GRACE_HOURS', default: '24', meaning: 'After a secret rotation, how long the previous secret also signs (both signatures sent); 0 ends it at once.' },
    ],
  },
  {
    title: 'Sending agent (platform-agent; each variable also has a command-line flag, which wins)',
    program: 'agent',
    variables: [
      { name: 'AGENT_API_URL', default: '(required)', meaning: 'URL of the API, e.g. https://mail.example.com.' },
      { name: 'AGENT_ID', default: '(required)', meaning: 'The agent_id the agent was created with in the console.' },
      { name: 'AGENT_SECRET', default: '(required)', meaning: 'The secret shown once when the agent was created (prefer the variable to the flag: flags show in ps).' },
      { name: 'AGENT_IPS', default: '(the machine\'s non-loopback addresses)', meaning: 'IPs to report and send from, comma-separated.' },
      { name: 'AGENT_HOSTNAME', default: '(the machine\'s host name)', meaning: 'Host name reported to the API.' },
      { name: 'AGENT_CONCURRENCY', default: '10', meaning: 'Most SMTP connections (and deliveries) at once.' },
      { name: 'AGENT_MX_OVERRIDE', default: '(the recipients\' MX hosts)', meaning: 'host:port that receives every domain\'s mail instead (tests and staging only).' },
      { name: 'AGENT_MX_PORT', default: '25', meaning: 'Port the recipients\' MX hosts are spoken to on; another only against a test MX (the local delivery route\'s test sets it).' },
      { name: 'AGENT_DNS_SERVERS', default: '(the system\'s resolvers)', meaning: 'DNS servers (`ip` or `ip:port`, comma-separated) for the MX look-ups and the MX hosts\' addresses.' },
      { name: 'AGENT_HEARTBEAT_SECONDS', default: '15', meaning: 'Seconds between heartbeats.' },
      { name: 'AGENT_POLL_MS', default: '1000', meaning: 'Wait after a lease request that found nothing.' },
      { name: 'AGENT_SHUTDOWN_GRACE_SECONDS', default: '20', meaning: 'On SIGTERM, how long deliveries in progress may finish before their leases are given back to the API; the agent then exits 0.' },
      { name: 'AGENT_JOURNAL', default: '(platform-agent-<agent id>.journal in the working folder)', meaning: 'File where each delivery\'s outcome is flushed the moment the remote server answered; on start the agent reports what it holds before it leases anew, so a killed agent sends nothing twice.' },
      { name: 'AGENT_TLS_REJECT_UNAUTHORIZED', default: 'false', meaning: 'true: refuse STARTTLS with a certificate that does not verify (default: opportunistic TLS, except where a recipient domain\'s MTA-STS policy is in enforce mode).' },
      { name: 'AGENT_MTA_STS_PORT', default: '443', meaning: 'Port the recipients\' MTA-STS policy hosts (https://mta-sts.<domain>/.well-known/mta-sts.txt) are asked on; another only against a test HTTPS server.' },
      { name: 'AGENT_TLS_CA_FILE', default: '(the system\'s CAs only)', meaning: 'PEM file of CA certificates trusted besides the system\'s, for MTA-STS policy hosts and MX hosts\' certificates (a private or test CA).' },
      { name: 'AGENT_METRICS_PORT', default: '(metrics not served)', meaning: 'Serve GET /metrics (Prometheus text format) on this port.' },
      { name: 'AGENT_METRICS_HOST', default: '127.0.0.1', meaning: 'Address the metrics endpoint binds.' },
      { name: 'AGENT_METRICS_TOKEN', default: '(required with AGENT_METRICS_PORT)', meaning: 'Bearer token (16+ characters) the agent\'s /metrics asks for; without it 401.' },
    ],
  },
];

/** Read outside loadAppConfig, by the embedded database's starter. */
export const VARIABLES_READ_OUTSIDE_CONFIG = ['GO_BINARY'];

/** docs/environment.md's text. */
export function renderEnvironmentReference(sections: EnvironmentSection[] = ENVIRONMENT): string {
  const lines = [
    '# Environment variables',
    '',
    '<!-- Generated from apps/api/src/config/environment-reference.ts by `pnpm --filter @platform/api docs:environment`; do not edit by hand. -->',
    '',
    'Every variable the API process and the sending agent read, its default and its meaning. A bad',
    'value stops the start with a message that names the variable.',
  ];
  for (const section of sections) {
    lines.push('', `## ${section.title}`, '', '| Variable | Default | Meaning |', '| --- | --- | --- |');
    for (const variable of section.variables) {
      const shownDefault = isDescribedDefault(variable) ? variable.default.slice(1, -1) : `\`${variable.default}\``;
      lines.push(`| \`${variable.name}\` | ${escapeCell(shownDefault)} | ${escapeCell(variable.meaning)} |`);
    }
  }
  return `${lines.join('\n')}\n`;
}

function escapeCell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

/** Where docs/environment.md is: the repository's root holds pnpm-workspace.yaml (the compiled file runs from dist or a test build). */
export function environmentReferencePath(from: string = import.meta.dirname): string {
  for (let folder = from; ; folder = dirname(folder)) {
    if (existsSync(join(folder, 'pnpm-workspace.yaml'))) return join(folder, 'docs', 'environment.md');
    if (dirname(folder) === folder) throw new Error(`No repository root above ${from}`);
  }
}
