#!/usr/bin/env node
// The top entries of V8 CPU profiles (node --cpu-prof, e.g. from `throughput.mjs --cpu-prof --keep`):
// self time by function and by package (a node_modules package, our own code, node's own, or
// V8's idle/GC/program entries), as shares of the sampled time, and inclusive time by function
// (the function or anything it called on the stack, each function counted once per sample) as
// shares of the busy (not idle) time. Prints; asserts nothing.
//
//   node bench/cpu-profile-top.mjs <profile file or folder>... [--top 25]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseFlags } from './lib/pipeline.mjs';

const args = process.argv.slice(2);
const paths = args.filter((arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--'));
const flags = parseFlags(args.filter((arg) => !paths.includes(arg)), { top: 25 });
if (paths.length === 0) {
  console.error('usage: node bench/cpu-profile-top.mjs <profile file or folder>... [--top 25]');
  process.exit(2);
}

const files = paths.flatMap((path) =>
  statSync(path).isDirectory() ? readdirSync(path).filter((name) => name.endsWith('.cpuprofile')).map((name) => join(path, name)) : [path],
);

/** Where a frame's code lives: a package, our app, node itself, or a V8 pseudo-entry. */
function packageOf(url, functionName) {
  if (!url) return `(${functionName.replace(/[()]/g, '') || 'native'})`;
  const inModules = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules) return inModules[1];
  if (url.startsWith('node:')) return 'node core';
  const app = /\/(apps|packages)\/([^/]+)\//.exec(url);
  return app ? `${app[1]}/${app[2]}` : url;
}

for (const file of files) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map(profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node.id])));
  const selfMicros = new Map();
  for (let index = 0; index < profile.samples.length; index += 1) {
    const id = profile.samples[index];
    selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  }
  const total = [...selfMicros.values()].reduce((sum, micros) => sum + micros, 0);
  const byFunction = new Map();
  const byPackage = new Map();
  const inclusive = new Map();
  let busy = 0;
  for (const [id, micros] of selfMicros) {
    const { functionName, url } = byNode.get(id).callFrame;
    const name = functionNameOf(byNode.get(id));
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
    if (functionName !== '(idle)') {
      busy += micros;
      const onStack = new Set();
      for (let frame = id; frame !== undefined; frame = parentOf.get(frame)) onStack.add(functionNameOf(byNode.get(frame)));
      for (const caller of onStack) inclusive.set(caller, (inclusive.get(caller) ?? 0) + micros);
    }
    const pkg = packageOf(url, functionName);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + micros);
  }
  const share = (micros) => `${((micros / total) * 100).toFixed(1).padStart(5)} %`;
  const top = (map) => [...map].sort((a, b) => b[1] - a[1]).slice(0, flags.top);
  console.log(`\n${file}: ${(total / 1e6).toFixed(1)} s sampled`);
  console.log('  self time by package:');
  for (const [name, micros] of top(byPackage)) console.log(`    ${share(micros)}  ${name}`);
  console.log('  self time by function:');
  for (const [name, micros] of top(byFunction)) console.log(`    ${share(micros)}  ${name}`);
  console.log(`  inclusive time by function (of ${(busy / 1e6).toFixed(1)} s busy):`);
  inclusive.delete('(root)');
  for (const [name, micros] of top(inclusive)) console.log(`    ${((micros / busy) * 100).toFixed(1).padStart(5)} %  ${name}`);
}

/** A frame's function, with its file and line (shortened to the package or app). */
function functionNameOf(node) {
  const { functionName, url, lineNumber } = node.callFrame;
  const shortUrl = url.replace(/^.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, '').replace(/^file:\/\/.*?\/(apps|packages)\//, '$1/');
  return `${functionName || '(anonymous)'} ${shortUrl ? `${shortUrl}:${lineNumber + 1}` : ''}`.trim();
}
