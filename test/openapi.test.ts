/**
 * The API's description (lib/contract/openapi.ts, served at /api/openapi.json) is valid
 * OpenAPI 3.1 by a maintained validator, describes every call of the contract, and holds
 * replies to what the calls answer (test/openapi-replies.ts; the contract test checks every
 * reply of both sources with it, e2e/api.spec.ts every reply over HTTP).
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { calls } from '@/lib/contract/calls';
import { openApiDocument } from '@/lib/contract/openapi';
import { replyChecker } from './openapi-replies';

const doc = openApiDocument('https://sai.example.az', '0.1.0');

it('is valid OpenAPI 3.1', async () => {
  const result = await new Validator().validate(doc);
  expect(result.errors ?? []).toEqual([]);
  expect(result.valid).toBe(true);
  expect(doc.openapi).toBe('3.1.0');
});

it('refuses a broken description (the check can fail)', async () => {
  const broken = structuredClone(doc);
  // A parameter that does not say where it goes.
  Reflect.deleteProperty(broken.paths['/api/tovsiyyeler/{id}']!.get!.parameters![1]!, 'in');
  expect((await new Validator().validate(broken)).valid).toBe(false);
});

it('describes every call once, by its name, method and path', () => {
  for (const [name, def] of Object.entries(calls)) {
    const operation = doc.paths[def.path]?.[def.method.toLowerCase()];
    expect(operation?.operationId).toBe(name);
  }
  const operations = Object.values(doc.paths).flatMap((p) => Object.values(p));
  expect(operations).toHaveLength(Object.keys(calls).length);
});

it('takes a call’s fields where the site reads them: the query of a GET, the body of a POST', () => {
  const get = doc.paths['/api/tovsiyyeler/{id}']!.get!;
  expect(get.parameters?.map((p) => [p.name, p.in, p.required])).toEqual([
    ['id', 'path', true],
    ['language', 'query', false],
  ]);
  const post = doc.paths['/api/xeberler/get']!.post!;
  expect(post.requestBody?.content).toHaveProperty('application/json');
  expect(doc.paths['/api/sorgu-ve-muracietler/add']!.post!.requestBody?.content).toHaveProperty(
    'multipart/form-data',
  );
});

it('holds a reply to its schema: a field of the wrong type or a missing one is refused', () => {
  const check = replyChecker();
  const news = { id: 1, title: 'T', text: '', date: '2026-11-01', photo: null, language: 'az' };
  expect(check('xeberler', { status: true, message: '', xeberler: [] })).toEqual([]);
  expect(
    check('xeberler', { status: true, message: '', xeberler: [{ ...news, id: 'x' }] }),
  ).not.toEqual([]);
  expect(check('xeberler', { status: true, message: '' })).not.toEqual([]);
  expect(check('xeberler', { status: false, message: 'Bad limit' })).toEqual([]);
  expect(check('xeberler', { status: false })).not.toEqual([]);
});
