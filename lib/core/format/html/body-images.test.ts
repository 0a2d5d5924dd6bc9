import { splitBodyImages } from './body-images';
import { sanitizeBody } from './sanitize';

describe('splitBodyImages', () => {
  it('takes two or more images out of the text, in order', () => {
    const body = sanitizeBody(
      '<p>Giriş</p><p><img src="/img/content/1.png" alt="Zal"></p><p>Orta</p><p><img src="/img/content/2.png" alt=""></p>',
    );
    const { html, images } = splitBodyImages(body);
    expect(images).toEqual([
      { src: '/img/content/1.png', alt: 'Zal' },
      { src: '/img/content/2.png', alt: '' },
    ]);
    expect(html).toBe('<p>Giriş</p><p>Orta</p>');
  });

  it('leaves a body with a single image unchanged', () => {
    const body = sanitizeBody('<p>Mətn</p><p><img src="/img/content/1.png" alt="Bir"></p>');
    expect(splitBodyImages(body)).toEqual({ html: body, images: [] });
  });

  it('keeps text that shares a paragraph with an image', () => {
    const body = sanitizeBody(
      '<p>Şəkil <img src="/a.png" alt="a"> və <img src="/b.png" alt="b"></p>',
    );
    const { html, images } = splitBodyImages(body);
    expect(images).toHaveLength(2);
    expect(html).toBe('<p>Şəkil  və </p>');
  });

  it('adds nothing the sanitizer removed', () => {
    const body = sanitizeBody(
      '<p><img src="/a.png" onerror="alert(1)"></p><p><img src="javascript:alert(1)"></p><p><img src="/b.png"></p><script>x</script>',
    );
    const { html, images } = splitBodyImages(body);
    expect(images.map((i) => i.src)).toEqual(['/a.png', '/b.png']);
    expect(html).toBe('');
  });
});
