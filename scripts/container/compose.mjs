/**
 * The parts of compose.yaml that the container check runs as compose would:
 * the site's environment names, its volume mount points, its stop grace
 * period and the seed service's command. Read with patterns that fit the
 * file as it is written (no YAML parser among the dependencies); a change of
 * shape makes the check fail here rather than test something else.
 */
import fs from 'node:fs';
import path from 'node:path';

function block(text, header) {
  const start = text.indexOf(`\n${header}`);
  if (start < 0) throw new Error(`compose.yaml: no "${header.trim()}"`);
  const indent = header.match(/^ */)[0].length;
  const lines = text.slice(start + 1).split('\n');
  const end = lines.findIndex((l, i) => i > 0 && l.trim() && l.search(/\S/) <= indent);
  return lines.slice(0, end < 0 ? undefined : end).join('\n');
}

export function readCompose(root) {
  const text = fs.readFileSync(path.join(root, 'compose.yaml'), 'utf8');
  const site = block(text, 'x-site:');
  const grace = site.match(/^\s+stop_grace_period: (\d+)s$/m);
  const env = block(site, '  environment:');
  const seed = block(text, '  seed:').match(/^\s+command: (\[.*\])$/m);
  if (!grace || !seed) throw new Error('compose.yaml: no stop_grace_period or seed command');
  return {
    graceSeconds: Number(grace[1]),
    environment: [...env.matchAll(/^ {4}([A-Z_]+):/gm)].map((m) => m[1]),
    volumes: [...block(site, '  volumes:').matchAll(/^\s+- ([\w-]+):(\/[^\s:]+)/gm)].map((m) => ({
      name: m[1],
      target: m[2],
    })),
    seedCommand: JSON.parse(seed[1].replace(/'/g, '"')),
  };
}
