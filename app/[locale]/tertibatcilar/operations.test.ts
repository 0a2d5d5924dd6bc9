import { calls } from '@/lib/core/contract/calls';
import { openApiDocument, OWN_ENDPOINTS } from '@/app/api/openapi.json/_document/document';
import { shownOperations } from './operations';

/** The developers' page's view of the description: every operation, each sensibly shown. */
const shown = shownOperations(openApiDocument('https://sai.example.az', '0.1.0').paths);
const byId = (id: string) => shown.find((o) => o.id === id)!;

it('shows every call and every endpoint of the site’s own, once', () => {
  expect(shown.map((o) => o.id).sort()).toEqual(
    [...Object.keys(calls), ...OWN_ENDPOINTS.map((e) => e.operationId)].sort(),
  );
});

it('shows a call as before: its fields, where they go, and its reply’s data fields', () => {
  expect(byId('tovsiyye')).toMatchObject({
    method: 'GET',
    path: '/api/tovsiyyeler/{id}',
    fields: [
      { name: 'id', in: 'path', required: true },
      { name: 'language', in: 'query', required: false, type: 'az | en' },
    ],
    replyFields: ['tovsiyye'],
  });
  expect(byId('xeberler').fields.every((f) => f.in === 'body')).toBe(true);
});

it('shows a form’s body types, its redirect without a body, and its refusal page', () => {
  const theme = byId('theme');
  expect(theme.bodyTypes).toEqual([
    'application/x-www-form-urlencoded',
    'multipart/form-data',
    'application/json',
  ]);
  expect(theme.fields.find((f) => f.name === 'theme')).toMatchObject({
    in: 'body',
    required: true,
    type: 'light | dark | system',
  });
  expect(theme.replyFields).toEqual(['theme']);
  expect(theme.answers).toContainEqual({ status: '303', media: [] });
  expect(theme.answers).toContainEqual({ status: '403', media: ['application/json', 'text/html'] });
  expect(theme.summary).toBeTruthy();
});

it('shows the replies that are not JSON, and the token an operator’s endpoint needs', () => {
  expect(byId('listFeed').answers).toEqual([
    { status: '200', media: ['application/atom+xml'] },
    { status: '404', media: ['text/plain'] },
  ]);
  expect(byId('listFeed').fields.map((f) => `${f.in} ${f.name}`)).toEqual([
    'path list',
    'query section',
    'query subsection',
    'query cat',
  ]);
  expect(byId('metrics').security).toBe('metricsToken');
  expect(byId('cacheRevalidate').security).toBe('revalidateToken');
  expect(byId('healthz').security).toBeUndefined();
});
