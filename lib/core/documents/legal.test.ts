import { fileType, formatFileSize, legalTarget, sortByOrder } from './legal';

describe('sortByOrder', () => {
  it('sorts by order_num ascending, ties by id, without touching the input', () => {
    const docs = [
      { id: 3, order_num: 2 },
      { id: 1, order_num: 5 },
      { id: 9, order_num: 1 },
      { id: 2, order_num: 2 },
    ];
    expect(sortByOrder(docs).map((d) => d.id)).toEqual([9, 2, 3, 1]);
    expect(docs.map((d) => d.id)).toEqual([3, 1, 9, 2]);
  });
});

describe('legalTarget', () => {
  it('treats an http(s) link as external', () => {
    expect(legalTarget({ link: 'https://e-qanun.az/framework/1', file: 'x.pdf' })).toEqual({
      kind: 'external',
      href: 'https://e-qanun.az/framework/1',
    });
  });

  it('downloads the file, with its size when known', () => {
    expect(legalTarget({ link: null, file: '3.pdf', file_size: 2048 })).toEqual({
      kind: 'file',
      name: '3.pdf',
      size: 2048,
    });
  });

  it('takes a link that is a file name as the file (docs/contract.md §3)', () => {
    expect(legalTarget({ link: 'qerar.docx', file: '' })).toEqual({
      kind: 'file',
      name: 'qerar.docx',
      size: null,
    });
  });

  it('has no target without link or file', () => {
    expect(legalTarget({ link: ' ', file: null })).toEqual({ kind: 'none' });
  });
});

describe('fileType', () => {
  it('is the extension in capitals', () => {
    expect(fileType('hesabat.2025.pdf')).toBe('PDF');
    expect(fileType('https://x.az/a/b.docx?x=1')).toBe('DOCX');
    expect(fileType('README')).toBe('');
  });
});

describe('formatFileSize', () => {
  it('picks a unit and the language’s decimal sign', () => {
    expect(formatFileSize(512, 'en')).toBe('512 B');
    expect(formatFileSize(12_400, 'en')).toBe('12 KB');
    expect(formatFileSize(1_468_006, 'en')).toBe('1.4 MB');
    expect(formatFileSize(1_468_006, 'az')).toBe('1,4 MB');
  });

  it('is empty when unknown', () => {
    expect(formatFileSize(null, 'az')).toBe('');
    expect(formatFileSize(undefined, 'en')).toBe('');
    expect(formatFileSize(-1, 'en')).toBe('');
  });
});
