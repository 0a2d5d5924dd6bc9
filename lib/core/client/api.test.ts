/** @jest-environment jsdom */
import { ApiError, API_TIMEOUT_MS, callApi } from './api';
import { showError } from './errors';
import { isLoading } from './loading';

jest.mock('./errors', () => ({ showError: jest.fn() }));
const shown = jest.mocked(showError);

const fetchMock = jest.fn();

function reply(json: () => Promise<unknown>, status = 200) {
  return Promise.resolve({ ok: status < 400, status, json } as unknown as Response);
}
const jsonReply = (data: unknown, status = 200) => reply(() => Promise.resolve(data), status);

beforeEach(() => {
  fetchMock.mockReset();
  shown.mockClear();
  global.fetch = fetchMock;
});

describe('callApi', () => {
  it('POSTs JSON to the site’s own /api and returns the whole reply', async () => {
    const data = { status: true, message: '', xeberler: [{ id: 1, title: 'A' }] };
    fetchMock.mockImplementation(() => {
      expect(isLoading()).toBe(true);
      return jsonReply(data);
    });
    const out = await callApi<typeof data>('xeberler/get', { limit: 3, language: 'en' });
    expect(out).toEqual(data);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/xeberler/get');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify({ limit: 3, language: 'en' }));
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(isLoading()).toBe(false);
    expect(shown).not.toHaveBeenCalled();
  });

  it('normalises status 1 to true and a null message to an empty one', async () => {
    fetchMock.mockReturnValue(jsonReply({ status: 1, message: null, years: [2024] }));
    await expect(callApi('/api/infoqrafikler/years')).resolves.toEqual({
      status: true,
      message: '',
      years: [2024],
    });
  });

  it('shows the server message and throws on status false', async () => {
    fetchMock.mockReturnValue(jsonReply({ status: false, message: 'Xəbər tapılmadı' }, 404));
    const call = callApi('/xeberler/get', { id: 9 });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ message: 'Xəbər tapılmadı', reason: 'status' });
    expect(shown).toHaveBeenCalledWith('Xəbər tapılmadı');
    expect(isLoading()).toBe(false);
  });

  it('shows the default message (no text) and throws on a reply that is not JSON', async () => {
    fetchMock.mockReturnValue(reply(() => Promise.reject(new SyntaxError('Unexpected token <'))));
    await expect(callApi('menu/navbar')).rejects.toMatchObject({ message: '', reason: 'format' });
    expect(shown).toHaveBeenCalledWith(undefined);
    expect(isLoading()).toBe(false);
  });

  it('treats JSON without the envelope as a failure', async () => {
    fetchMock.mockReturnValue(jsonReply(['not', 'an', 'envelope']));
    await expect(callApi('menu/navbar')).rejects.toMatchObject({ reason: 'format' });
    expect(shown).toHaveBeenCalledWith(undefined);
  });

  it('shows the default message on a network failure and on a timeout', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(callApi('sorgu')).rejects.toMatchObject({ reason: 'network' });
    fetchMock.mockRejectedValueOnce(new DOMException('signal timed out', 'TimeoutError'));
    await expect(callApi('sorgu')).rejects.toMatchObject({ reason: 'timeout' });
    expect(shown).toHaveBeenNthCalledWith(1, undefined);
    expect(shown).toHaveBeenNthCalledWith(2, undefined);
    expect(API_TIMEOUT_MS).toBe(10_000);
  });

  it('puts the body fields of a GET in the query string and sends no body', async () => {
    fetchMock.mockReturnValue(jsonReply({ status: true, message: '', tovsiyyeler: [] }));
    await callApi(
      'tovsiyyeler',
      { page: 2, il: 2024, qurum: undefined, nov: null, status: 'açıq' },
      { method: 'GET' },
    );
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/tovsiyyeler?page=2&il=2024&status=a%C3%A7%C4%B1q');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
  });

  it('sends FormData as is, without a JSON content type', async () => {
    fetchMock.mockReturnValue(jsonReply({ status: true, message: 'Müraciətiniz qeydə alındı' }));
    const form = new FormData();
    form.append('ad', 'Aysel');
    await callApi('sorgu-ve-muracietler/add', form);
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['content-type']).toBeUndefined();
  });
});
