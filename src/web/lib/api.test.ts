import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { api, apiWithHeaders, ApiError } from './api';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
// Test files share their worker: the next one gets its own globals back.
afterAll(() => vi.unstubAllGlobals());
afterEach(() => fetchMock.mockReset());

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' }, ...init });

describe('the API client', () => {
  it('reads a list and its total from the X-Total-Count header', async () => {
    fetchMock.mockResolvedValue(json([{ id: 1 }], { headers: { 'x-total-count': '42' } }));
    const { data, headers } = await apiWithHeaders<{ id: number }[]>('/api/admin/orders');
    expect(data).toEqual([{ id: 1 }]);
    expect(headers.get('X-Total-Count')).toBe('42');
  });

  it('still answers the body alone through api()', async () => {
    fetchMock.mockResolvedValue(json({ ok: true }));
    await expect(api('/api/x')).resolves.toEqual({ ok: true });
  });

  it('sends a file as multipart, leaving the content type to the browser', async () => {
    fetchMock.mockResolvedValue(json({ url: '/uploads/a-800.webp' }, { status: 201 }));
    const form = new FormData();
    form.append('image', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await api('/api/upload', { method: 'POST', form });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(init?.headers).not.toHaveProperty('content-type');
  });

  it('turns a failed answer into "status: body" with the server message', async () => {
    fetchMock.mockResolvedValue(json({ code: 'conflict', message: 'Cette catégorie contient 3 cadeaux' }, { status: 409 }));
    const err = await apiWithHeaders('/api/categories/x', { method: 'DELETE' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('409: {"code":"conflict","message":"Cette catégorie contient 3 cadeaux"}');
    expect((err as ApiError).serverMessage).toBe('Cette catégorie contient 3 cadeaux');
  });
});
