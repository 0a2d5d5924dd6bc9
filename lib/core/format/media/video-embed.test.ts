import { embedUrl, videoIdOf } from './video-embed';

describe('videoIdOf', () => {
  it('takes a bare video id', () => {
    expect(videoIdOf('k3Fq9XbT2mA')).toBe('k3Fq9XbT2mA');
  });

  it('reads watch, short and embed URLs', () => {
    expect(videoIdOf('https://www.youtube.com/watch?v=k3Fq9XbT2mA&t=3')).toBe('k3Fq9XbT2mA');
    expect(videoIdOf('https://youtu.be/k3Fq9XbT2mA')).toBe('k3Fq9XbT2mA');
    expect(videoIdOf('https://www.youtube-nocookie.com/embed/k3Fq9XbT2mA')).toBe('k3Fq9XbT2mA');
  });

  it('refuses anything else', () => {
    expect(videoIdOf(null)).toBeNull();
    expect(videoIdOf('')).toBeNull();
    expect(videoIdOf('https://evil.example/watch?v=k3Fq9XbT2mA')).toBeNull();
    expect(videoIdOf('"><script>')).toBeNull();
  });
});

describe('embedUrl', () => {
  it('points at the privacy-enhanced host', () => {
    expect(embedUrl('k3Fq9XbT2mA')).toBe(
      'https://www.youtube-nocookie.com/embed/k3Fq9XbT2mA?rel=0&autoplay=1',
    );
  });
});
