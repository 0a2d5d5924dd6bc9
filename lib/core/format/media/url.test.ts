import { fileUrl, imageUrl, mediaBase, resolveMediaPath } from './url';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

function configure(vars: Record<string, string | undefined>) {
  delete process.env.AUDIT_API_URL;
  delete process.env.IMAGE_BASE_URL;
  Object.assign(process.env, vars);
}

describe('media URLs', () => {
  it('serves the local source from the site itself', () => {
    configure({});
    expect(mediaBase()).toBe('');
    expect(imageUrl('xeberler', '3.png')).toBe('/img/xeberler/3.png');
    expect(resolveMediaPath('/img/content/1.png')).toBe('/img/content/1.png');
  });

  it("resolves against the upstream's origin with an external API", () => {
    configure({ AUDIT_API_URL: 'https://backend.example.az/api' });
    expect(imageUrl('dercler', 'a b.jpg')).toBe('https://backend.example.az/img/dercler/a%20b.jpg');
    expect(resolveMediaPath('/uploads/x.jpg')).toBe('https://backend.example.az/uploads/x.jpg');
  });

  it('prefers IMAGE_BASE_URL over both', () => {
    configure({
      AUDIT_API_URL: 'https://backend.example.az',
      IMAGE_BASE_URL: 'https://cdn.example.az/media/',
    });
    expect(imageUrl('layiheler', '1.png')).toBe('https://cdn.example.az/media/img/layiheler/1.png');
  });

  it('passes absolute and data URLs through, and has nothing for no file', () => {
    configure({ AUDIT_API_URL: 'https://backend.example.az' });
    expect(imageUrl('xeberler', 'https://other.example/p.png')).toBe('https://other.example/p.png');
    expect(imageUrl('xeberler', null)).toBeNull();
    expect(imageUrl('xeberler', '')).toBeNull();
    expect(resolveMediaPath('data:image/png;base64,AA==')).toBe('data:image/png;base64,AA==');
    expect(resolveMediaPath('relative.png')).toBe('relative.png');
  });
});

describe('file URLs', () => {
  it('resolve file names under /files/{folder} against the media base', () => {
    configure({ IMAGE_BASE_URL: 'https://cdn.example.az' });
    expect(fileUrl('qanunlar', 'qərar 1.pdf')).toBe(
      'https://cdn.example.az/files/qanunlar/q%C9%99rar%201.pdf',
    );
    expect(fileUrl('infoqrafikler', 'https://x.az/a.pdf')).toBe('https://x.az/a.pdf');
    expect(fileUrl('budce_xulasesi', null)).toBeNull();
  });
});
