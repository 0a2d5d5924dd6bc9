import { createLogger } from './logger';
import { describeError } from './log';
import { requestIdFrom, requestStore } from './request-context';

function capture() {
  const lines: string[] = [];
  const log = createLogger('info', { write: (line: string) => void lines.push(line) });
  return { log, lines, parsed: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>) };
}

describe('the JSON logger', () => {
  it('writes one JSON object a line, with ISO time, level name and message', () => {
    const { log, lines, parsed } = capture();
    log.info({ kind: 'page', status: 200 }, 'request');
    expect(lines).toHaveLength(1);
    expect(lines[0]!.endsWith('\n')).toBe(true);
    const [line] = parsed();
    expect(line).toMatchObject({ level: 'info', msg: 'request', kind: 'page', status: 200 });
    expect(new Date(String(line!.time)).toISOString()).toBe(line!.time);
  });

  it('never writes a body, query, headers or personal fields, wherever they are', () => {
    const { log, lines } = capture();
    log.warn(
      {
        body: { ad: 'Aygün', e_poct: 'aygun@example.az' },
        query: 'e_poct=aygun@example.az',
        headers: { cookie: 'secret-cookie' },
        form: { e_poct: 'aygun@example.az', nomre: '+994501234567', ad: 'Aygün' },
        email: 'aygun@example.az',
      },
      'submission',
    );
    const text = lines.join('');
    for (const value of ['aygun@example.az', '+994501234567', 'Aygün', 'secret-cookie'])
      expect(text).not.toContain(value);
    expect(JSON.parse(text)).toMatchObject({ msg: 'submission', form: {} });
  });

  it('adds the id of the request being answered', () => {
    const { log, parsed } = capture();
    requestStore.run({ id: 'nginx-abc123', upstream: [] }, () => log.info('inside'));
    log.info('outside');
    const [inside, outside] = parsed();
    expect(inside!.requestId).toBe('nginx-abc123');
    expect(outside!.requestId).toBeUndefined();
  });

  it('keeps a failed query out of an error line (describeError)', () => {
    const cause = new Error('Failed query: insert into x values ($1)\nparams: aygun@example.az');
    const line = describeError(new Error('insert failed', { cause }));
    expect(line).toContain('Failed query: insert into x values ($1)');
    expect(line).not.toContain('aygun@example.az');
  });
});

describe('the request id', () => {
  it("takes the proxy's id when it is 1-64 letters, digits or dashes", () => {
    expect(requestIdFrom('0f3a9c2e7b1d4e5f8a6b7c8d9e0f1a2b')).toBe(
      '0f3a9c2e7b1d4e5f8a6b7c8d9e0f1a2b',
    );
    expect(requestIdFrom(['a-1', 'b-2'])).toBe('a-1');
  });

  it('replaces anything else with a new id', () => {
    for (const bad of [undefined, '', 'x'.repeat(65), 'a b', 'a\nb', '<script>', 'é'])
      expect(requestIdFrom(bad)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
