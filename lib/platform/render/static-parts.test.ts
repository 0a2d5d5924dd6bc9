import { Readable } from 'node:stream';
import { filterInlinedPayload, staticPartsFilter, withoutStaticParts } from './static-parts';

/** Runs `payload` through the filter in chunks of `size` bytes (a stream cuts rows anywhere). */
function filter(payload: string, size = Infinity): string {
  const f = staticPartsFilter();
  const bytes = Buffer.from(payload);
  const out: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += Math.min(size, bytes.length))
    out.push(f.push(bytes.subarray(at, at + Math.min(size, bytes.length))));
  out.push(f.end());
  return Buffer.concat(out).toString();
}

const rows = (...lines: string[]) => lines.map((l) => `${l}\n`).join('');
const part = (name: string, children: unknown) =>
  JSON.stringify(['$', '$L1', null, { as: 'nav', staticPart: name, children }]);
/** A text row: its byte length, no newline. */
const text = (id: string, body: string) => `${id}:T${Buffer.byteLength(body).toString(16)},${body}`;
const link = (href: string) => ['$', 'a', null, { href, children: href }];

/** The ids of the rows in a payload. */
const ids = (payload: string) =>
  payload
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(0, line.indexOf(':')));

describe('the inlined payload without the static parts', () => {
  it("drops a static part's children and says its markup is in the HTML", () => {
    const payload = rows(
      '1:I[123,[],"StaticPart"]',
      `0:["$","main",null,{"children":[${part('footer-about', [link('/a'), link('/b')])},["$","p",null,{"children":"kept"}]]}]`,
    );
    const out = filter(payload);
    expect(out).not.toContain('/a');
    expect(out).toContain('"staticPart":"footer-about","fromHtml":true');
    expect(out).toContain('"children":"kept"');
    expect(out.startsWith('1:I[123,[],"StaticPart"]\n')).toBe(true);
  });

  it("drops a static part's inner HTML, and the text row that held it", () => {
    const payload =
      text('3', '<p>Body</p>') +
      rows(
        '0:["$","$L1",null,{"as":"div","staticPart":"prose","dangerouslySetInnerHTML":{"__html":"$3"}}]',
      );
    expect(filter(payload)).toBe(
      '0:["$","$L1",null,{"as":"div","staticPart":"prose","fromHtml":true}]\n',
    );
  });

  it('leaves a payload without static parts byte for byte, whatever the chunks', () => {
    const payload =
      rows(':HL["/a.css","style"]', '1:"$Sreact.fragment"') +
      text('2', 'héllo') +
      rows('0:["$","p",null,{"children":"$2"}]');
    expect(filter(payload)).toBe(payload);
    expect(filter(payload, 1)).toBe(payload);
    expect(filter(payload, 7)).toBe(payload);
  });

  it('drops the rows only the dropped children refer to: outlined trees and text rows', () => {
    const payload =
      text('5', '<p>Body</p>') +
      rows(
        `0:["$","main",null,{"children":[${part('article', ['$L3', '$5'])},"$L4"]}]`,
        `3:["$","ul",null,{"children":"$L6"}]`,
        '4:["$","p",null,{"children":"outside"}]',
        '6:["$","li",null,{"children":"deep"}]',
      );
    for (const size of [Infinity, 3]) {
      const out = filter(payload, size);
      expect(ids(out)).toEqual(['0', '4']);
      expect(out).not.toContain('Body');
      expect(out).not.toContain('deep');
      expect(out).toContain('outside');
    }
  });

  it('sends a dropped row after all when a later row refers to it', () => {
    const payload = rows(
      `0:["$","main",null,{"children":${part('a', '$L3')}}]`,
      '3:["$","span",null,{"children":"shared"}]',
      '4:["$","p",null,{"children":"$L3"}]',
    );
    const out = filter(payload);
    expect(ids(out)).toEqual(['0', '3', '4']);
    expect(out.indexOf('3:')).toBeLessThan(out.indexOf('4:'));
  });

  it('writes in place what a later path reference points to inside dropped children', () => {
    // React sends an object it has sent before as the path to it: here the labels the
    // static part's link had, used again by a later component.
    const payload = rows(
      `0:["$","main",null,{"children":[${part('b', [['$', 'a', null, { href: '/x', title: { t: 'Labels' } }]])}]}]`,
      '7:["$","$L2",null,{"labels":"$0:props:children:0:props:children:0:props:title"}]',
    );
    const out = filter(payload);
    expect(out.split('\n')[0]).not.toContain('Labels');
    expect(out.split('\n')[1]).toBe('7:["$","$L2",null,{"labels":{"t":"Labels"}}]');
  });

  it('passes what it does not understand on untouched', () => {
    const payload = `not a payload ${part('x', [link('/a')])}\n`;
    expect(filter(payload)).toBe(payload);
  });

  it('filters a web stream', async () => {
    const payload = rows(`0:${part('c', [link('/c')])}`);
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(payload));
        controller.close();
      },
    });
    const text = await new Response(withoutStaticParts(source)).text();
    expect(text).toBe('0:["$","$L1",null,{"as":"nav","staticPart":"c","fromHtml":true}]\n');
  });

  it("is the hook Next's runtime calls, for a Node stream too, and passes a failure on", async () => {
    filterInlinedPayload();
    const hook = Reflect.get(globalThis, Symbol.for('site.inlinedPayload')) as (
      s: Readable,
    ) => Readable;
    const payload = rows(`0:${part('d', [link('/d')])}`);
    let text = '';
    for await (const chunk of hook(Readable.from([Buffer.from(payload)]))) text += String(chunk);
    expect(text).toBe('0:["$","$L1",null,{"as":"nav","staticPart":"d","fromHtml":true}]\n');

    const failing = new Readable({ read() {} });
    const out = hook(failing);
    const ended = new Promise((resolve) => out.on('error', resolve));
    failing.destroy(new Error('render failed'));
    expect(await ended).toEqual(new Error('render failed'));
    Reflect.deleteProperty(globalThis, Symbol.for('site.inlinedPayload'));
  });
});
