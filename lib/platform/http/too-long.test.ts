import { MAX_TARGET_BYTES, targetTooLong, tooLongDocument, tooLongMessage } from './too-long';

describe('the address limit', () => {
  it('counts the path and the query together, in bytes as sent', () => {
    const path = '/xeberler';
    const query = (n: number) => `?q=${'a'.repeat(n - path.length - 3)}`;
    expect(targetTooLong(path, query(MAX_TARGET_BYTES))).toBe(false);
    expect(targetTooLong(path, query(MAX_TARGET_BYTES + 1))).toBe(true);
    // Two bytes a letter: half as many letters fit.
    expect(targetTooLong('/search', `?query=${'ə'.repeat(2100)}`)).toBe(true);
  });
});

describe('the 414 page', () => {
  it('speaks the address language, with ways on and no echo of the address', () => {
    const az = tooLongDocument('az', 'abc123');
    expect(az).toMatch(/^<!DOCTYPE html><html lang="az">/);
    expect(az).toContain('<style nonce="abc123">');
    expect(az).toContain('Ünvan çox uzundur');
    expect(az).toContain('<a href="/">Ana səhifəyə qayıt</a>');
    expect(az).toContain('<a href="/search">');
    const en = tooLongDocument('en');
    expect(en).toMatch(/<html lang="en">/);
    expect(en).toContain('<style>');
    expect(en).toContain('Address too long');
    expect(en).toContain('<a href="/en">Back to the home page</a>');
    expect(en).toContain('<a href="/en/search">');
    expect(en).toContain('noindex');
  });

  it('escapes the nonce it is given', () => {
    expect(tooLongDocument('az', '"><script>')).not.toContain('<script>');
  });

  it('has a message for the API in Azerbaijani by default', () => {
    expect(tooLongMessage()).toBe('Ünvan çox uzundur');
    expect(tooLongMessage('en')).toBe('Address too long');
  });
});
