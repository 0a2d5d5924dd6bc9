import fs from 'node:fs';
import path from 'node:path';
import {
  CLIENT_KEYS,
  clientMessages,
  loadMessages,
  PAGE_CLIENT_NAMESPACES,
  SHELL_CLIENT_NAMESPACES,
} from './index';

const ALL: readonly string[] = [...SHELL_CLIENT_NAMESPACES, ...PAGE_CLIENT_NAMESPACES];

const ROOT = path.join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('client messages', () => {
  it('include every namespace a client component translates', () => {
    const used = new Set<string>();
    for (const dir of ['app', 'components', 'lib']) {
      for (const file of sourceFiles(path.join(ROOT, dir))) {
        const text = fs.readFileSync(file, 'utf8');
        if (!/^['"]use client['"]/m.test(text)) continue;
        for (const m of text.matchAll(/useTranslations\(\s*['"]([A-Za-z]+)/g)) used.add(m[1]!);
      }
    }
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((ns) => !ALL.includes(ns))).toEqual([]);
  });

  it('include every key a client component translates of a namespace sent in part', () => {
    for (const [ns, keys] of Object.entries(CLIENT_KEYS)) {
      const used = new Set<string>();
      for (const dir of ['app', 'components', 'lib']) {
        for (const file of sourceFiles(path.join(ROOT, dir))) {
          const text = fs.readFileSync(file, 'utf8');
          if (!/^['"]use client['"]/m.test(text)) continue;
          const t = text.match(new RegExp(`const (\\w+) = useTranslations\\(['"]${ns}['"]\\)`));
          if (!t) continue;
          for (const m of text.matchAll(new RegExp(`\\b${t[1]}\\(\\s*['"]([\\w.]+)['"]`, 'g')))
            used.add(m[1]!);
        }
      }
      expect(used.size).toBeGreaterThan(0);
      expect([...used].filter((key) => !(keys as readonly string[]).includes(key))).toEqual([]);
    }
  });

  it('send the shell namespaces everywhere and a page its own', async () => {
    const all = await loadMessages('az');
    const shell = clientMessages(all);
    expect(Object.keys(shell).sort()).toEqual([...SHELL_CLIENT_NAMESPACES].sort());
    expect(JSON.stringify(shell).length).toBeLessThan(JSON.stringify(all).length / 3);
    const form = clientMessages(all, ['RequestForm', 'FormErrors', 'Captcha']);
    expect(Object.keys(form)).toEqual(expect.arrayContaining(['RequestForm', 'Cards']));
    expect(form).not.toHaveProperty('Survey');
    expect(Object.keys(shell.Errors!).sort()).toEqual([...CLIENT_KEYS.Errors!].sort());
  });
});
