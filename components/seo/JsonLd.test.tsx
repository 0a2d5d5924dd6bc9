import { jsonLdText } from './JsonLd';

describe('jsonLdText', () => {
  it('cannot close its script element', () => {
    const text = jsonLdText({ headline: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ headline: '</script><script>alert(1)</script>' });
  });
});
