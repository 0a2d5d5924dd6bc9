import { read } from './cache';
import { getHomeSections } from './home';

jest.mock('./cache', () => ({ read: jest.fn() }));
const mockedRead = jest.mocked(read);

const item = (id: number) => ({ id, title: `T${id}`, text: '<p>x</p>', date: '2026-01-01' });

beforeEach(() => {
  mockedRead.mockReset();
  mockedRead.mockImplementation(async (name) => {
    if (name === 'cixislar') throw new Error('down');
    const field = { xeberler: 'xeberler', dercler: 'dercler', page: 'content' }[name as string];
    return { [field ?? name]: [item(1)] } as never;
  });
});

describe('getHomeSections', () => {
  it('asks for 12 news and 7 records, hiding type 1 in Azerbaijani only', async () => {
    await getHomeSections('az');
    expect(mockedRead).toHaveBeenCalledWith('xeberler', { language: 'az', limit: 12 });
    expect(mockedRead).toHaveBeenCalledWith('dercler', {
      language: 'az',
      limit: 7,
      exclude_type: 1,
    });
    await getHomeSections('en');
    expect(mockedRead).toHaveBeenCalledWith('dercler', { language: 'en', limit: 7 });
  });

  it("leaves out a What's new item whose call fails, keeping the others", async () => {
    const data = await getHomeSections('az');
    expect(data.whatsNew.cixis).toBeNull();
    expect(data.whatsNew.musahibe).toEqual(item(1));
    expect(data.whatsNew.elan).toEqual(item(1));
  });

  it('fails when a main section cannot be read', async () => {
    mockedRead.mockRejectedValue(new Error('down'));
    await expect(getHomeSections('en')).rejects.toThrow('down');
  });

  it.each(['cixislar', 'musahibeler', 'elanlar'])(
    'keeps the news, the records and the other items when %s fails',
    async (failing) => {
      mockedRead.mockImplementation(async (name) => {
        if (name === failing) throw new Error('down');
        const field = { xeberler: 'xeberler', dercler: 'dercler' }[name as string];
        return { [field ?? name]: [item(1)] } as never;
      });
      const data = await getHomeSections('en');
      expect(data.news).toEqual([item(1)]);
      expect(data.records).toEqual([item(1)]);
      expect(Object.values(data.whatsNew).filter((v) => v === null)).toHaveLength(1);
    },
  );

  it('reads no static page: the about text comes from the messages', async () => {
    await getHomeSections('az');
    expect(mockedRead.mock.calls.map(([name]) => name)).not.toContain('page');
  });
});
