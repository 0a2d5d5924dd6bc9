/**
 * `npm run house`: lib/'s folders floor by floor (a folder stands above every folder it
 * imports), counted from the imports the compiler resolves (scripts/house/graph.ts), with
 * every import that breaks the tiers. test/house.test.ts holds the same figures.
 */
import { floors, folderCycles, folderGraph, importGraph, tierBreaks } from './graph';

const folders = folderGraph(importGraph());
const byFloor = new Map<number, string[]>();
for (const [folder, floor] of floors(folders))
  byFloor.set(floor, [...(byFloor.get(floor) ?? []), folder].sort());
for (const floor of [...byFloor.keys()].sort((a, b) => b - a))
  console.log(`floor ${floor}: ${byFloor.get(floor)!.join(', ')}`);
const inner = Math.max(...floors(folders, (f) => f).values());
console.log(`${byFloor.size} floors (${inner} counting the platform's own folders apart)`);
const loops = folderCycles(folders);
const breaks = tierBreaks(folders);
console.log(`${loops.length} loop(s) between folders, ${breaks.length} import(s) across the tiers`);
for (const line of [...loops.flat(), ...breaks]) console.log(`  ${line}`);
if (loops.length || breaks.length) process.exitCode = 1;
