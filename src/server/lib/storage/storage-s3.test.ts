import { afterAll, expect, it } from 'vitest';
import { startHttpDouble } from '../../../../test/http-double.js';
import { s3Storage } from './storage-s3.js';

const store = await startHttpDouble();
afterAll(() => store.close());
const at = (endpoint: string) =>
  s3Storage({ bucket: 'pictures', endpoint, region: 'us-east-1', accessKeyId: 'key', secretAccessKey: 'secret', forcePathStyle: true });

it('does not reach a refused address through the S3 endpoint (0.0.0.0 is the machine itself)', async () => {
  await expect(at(store.url.replace('127.0.0.1', '0.0.0.0')).exists('uploads/a.webp')).rejects.toThrow(/Destination refusée : 0\.0\.0\.0/);
  expect(store.requests).toHaveLength(0);
});

it('does not follow a redirect from the S3 endpoint', async () => {
  const elsewhere = await startHttpDouble();
  try {
    store.redirectNext(1, `${elsewhere.url}/pictures/uploads/a.webp`);
    await expect(at(store.url).get('uploads/a.webp')).rejects.toThrow();
    expect(elsewhere.requests).toHaveLength(0);
  } finally {
    await elsewhere.close();
  }
});
