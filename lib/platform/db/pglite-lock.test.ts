import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseLockedError, lockDataDir } from './pglite-lock';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-lock-'));

describe('lockDataDir', () => {
  it('refuses a directory held by another live process, with a clear message', async () => {
    const dir = tmp();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(path.join(dir, 'pglite.lock'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DatabaseLockedError);
      expect(() => lockDataDir(dir)).toThrow(`in use by process ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a dead process, and releases it', async () => {
    const dir = tmp();
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((r) => dead.on('exit', r));
    fs.writeFileSync(path.join(dir, 'pglite.lock'), String(dead.pid));
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'pglite.lock'))).toBe(false);
  });
});
