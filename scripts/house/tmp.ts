import { folderGraph, importGraph, libFolder, isTest } from './graph';
const g = importGraph();
const edges = new Map<string, string[]>();
for (const [f, ts] of g) { const a = libFolder(f); if (!a || isTest(f)) continue; for (const t of ts) { const b = libFolder(t); if (!b || b === a) continue; const k = `${a} -> ${b}`; edges.set(k, [...(edges.get(k) ?? []), `${f.replace(/^lib\//,'')} -> ${t.replace(/^lib\//,'')}`]); } }
for (const [k, v] of [...edges].sort()) if (!k.includes('platform')) console.log(k, v.length, process.argv[2] ? '\n   ' + v.join('\n   ') : '');
void folderGraph;
