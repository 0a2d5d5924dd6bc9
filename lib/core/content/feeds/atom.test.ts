import { spawnSync } from 'node:child_process';
import { xmllint } from '@/test/xmllint';
import { atomDate, imageType, renderAtom, tagUri, type Feed } from './atom';

const feed: Feed = {
  origin: 'https://sai.example.az',
  selfPath: '/en/xeberler/feed.atom',
  pagePath: '/en/xeberler',
  lang: 'en',
  title: 'News | Chamber & Co',
  author: 'Chamber of Accounts',
  entries: [
    {
      path: '/en/xeber/2',
      title: 'Second <b>item</b>',
      date: '2026-11-12 10:30:00',
      summary: 'Plain text & more\u0001',
      photo: '/img/xeberler/a%20b.jpg',
    },
    {
      path: '/en/xeber/3',
      title: 'Üçüncü',
      date: '2026-11-15',
      summary: '',
      photo: null,
      language: { lang: 'az', label: 'In Azerbaijani' },
    },
  ],
};

describe('Atom feeds', () => {
  it('renders a document the RFC 4287 RELAX NG schema accepts', () => {
    const { ok, output } = xmllint(renderAtom(feed), 'atom.rng');
    expect(output).toContain('validates');
    expect(ok).toBe(true);
  });

  it('marks an entry in the other language with xml:lang and a labelled category', () => {
    const xml = renderAtom(feed);
    expect(xml).toContain(
      '<entry xml:lang="az"><id>tag:sai.example.az,2024:/en/xeber/3</id><title type="text">Üçüncü</title>',
    );
    expect(xml).toContain('<category term="language-az" label="In Azerbaijani" xml:lang="en"/>');
    expect(xml.match(/<entry xml:lang/g)).toHaveLength(1);
  });

  it('an empty feed is valid Atom too', () => {
    expect(xmllint(renderAtom({ ...feed, entries: [] }), 'atom.rng').ok).toBe(true);
  });

  it('the schema refuses a feed without its required elements (the oracle can fail)', () => {
    const broken = renderAtom(feed).replace(/<updated>[^<]*<\/updated>\n/, '');
    expect(xmllint(broken, 'atom.rng').ok).toBe(false);
  });

  it("keeps the appendix's two Schematron rules, which RELAX NG does not check", () => {
    // XPath 1.0 evaluated by xmllint on the rendered document (the rules' own tests, by local name).
    const xpath = (xml: string, expr: string) =>
      spawnSync('xmllint', ['--xpath', expr, '-'], { input: xml, encoding: 'utf8' }).stdout.trim();
    const n = (name: string) => `*[local-name()='${name}']`;
    const xml = renderAtom(feed);
    // "An atom:feed must have an atom:author unless all of its atom:entry children have one."
    expect(xpath(xml, `boolean(/${n('feed')}/${n('author')})`)).toBe('true');
    // "An atom:entry must have at least one atom:link with rel 'alternate' or an atom:content."
    const entries = `count(/${n('feed')}/${n('entry')})`;
    const linked = `count(/${n('feed')}/${n('entry')}[${n('link')}[@rel='alternate' or not(@rel)] or ${n('content')}])`;
    expect(xpath(xml, entries)).toBe('2');
    expect(xpath(xml, linked)).toBe('2');
  });

  it('gives each entry a stable tag URI, an absolute link, its photo as an enclosure', () => {
    const xml = renderAtom(feed);
    expect(xml).toContain('<id>tag:sai.example.az,2024:/en/xeber/2</id>');
    expect(xml).toContain('href="https://sai.example.az/en/xeber/2"');
    expect(xml).toContain(
      '<link rel="enclosure" type="image/jpeg" href="https://sai.example.az/img/xeberler/a%20b.jpg"/>',
    );
    expect(xml).toContain('<title type="text">Second &lt;b&gt;item&lt;/b&gt;</title>');
    expect(xml).not.toContain('\u0001');
    // The feed is as new as its newest entry.
    expect(xml).toMatch(/<\/title>\n<updated>2026-11-15T00:00:00\+04:00<\/updated>/);
  });

  it('dates without a zone are Baku time; zones are kept', () => {
    expect(atomDate('2026-11-15')).toBe('2026-11-15T00:00:00+04:00');
    expect(atomDate('2026-11-15 09:05:07')).toBe('2026-11-15T09:05:07+04:00');
    expect(atomDate('2026-11-15T09:05:07Z')).toBe('2026-11-15T09:05:07Z');
    expect(atomDate('2026-11-15T09:05+0200')).toBe('2026-11-15T09:05:00+02:00');
  });

  it('knows image types by extension', () => {
    expect(imageType('/a.PNG?x=1')).toBe('image/png');
    expect(imageType('/a')).toBeUndefined();
    expect(tagUri('http://127.0.0.1:3000', '/x')).toBe('tag:127.0.0.1,2024:/x');
  });
});
