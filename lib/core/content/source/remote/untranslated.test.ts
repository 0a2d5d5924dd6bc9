import { readsTranslation, withAzerbaijani } from './untranslated';

const item = (id: number, title: string) => ({ id, title, text: `<p>${title}</p>` });

describe('untranslated items over an upstream (docs/contract.md §7)', () => {
  it('reads English replies of the content calls only', () => {
    expect(readsTranslation('xeberler', { language: 'en' })).toBe(true);
    expect(readsTranslation('dercler', { language: 'en' })).toBe(true);
    expect(readsTranslation('page', { language: 'en' })).toBe(true);
    expect(readsTranslation('xeberler', { language: 'az' })).toBe(false);
    expect(readsTranslation('qurumlar', { language: 'en' })).toBe(false);
  });

  it('asks nothing more when every item has its English title', async () => {
    const az = jest.fn();
    const reply = { xeberler: [item(1, 'News'), item(2, 'More')] };
    expect(await withAzerbaijani(reply, az)).toEqual(reply);
    expect(az).not.toHaveBeenCalled();
  });

  it('shows an item with an empty or blank English title in Azerbaijani, marked so', async () => {
    const reply = { xeberler: [item(1, 'News'), item(2, ''), item(3, '  '), item(4, '')] };
    const az = { xeberler: [item(1, 'Xəbər'), item(2, 'İkinci'), item(3, 'Üçüncü')] };
    const out = await withAzerbaijani(reply, async () => az);
    expect(out.xeberler).toEqual([
      item(1, 'News'),
      { ...item(2, 'İkinci'), language: 'az' },
      { ...item(3, 'Üçüncü'), language: 'az' },
      // Not in the Azerbaijani reply: left out rather than shown without a title.
    ]);
  });

  it("matches a page's content by its place", async () => {
    const reply = { content: [{ title: '', text: '' }] };
    const out = await withAzerbaijani(reply, async () => ({
      content: [{ title: 'Strategiya', text: '<p>Mətn</p>' }],
    }));
    expect(out.content).toEqual([{ title: 'Strategiya', text: '<p>Mətn</p>', language: 'az' }]);
  });
});
