import { request as httpRequest } from 'node:http';
import { PART_BYTES } from '../../src/lib/upload-limits';
import { images } from './upload-fixtures';
import type { TestApi } from './test-api';

/**
 * An upload sent in parts as the browser sends it (ADR 60), at `base` (…/parted-uploads), for tests of both portals.
 * `apiOf` gives the test file's API once it has started.
 */
export function partedUploads(apiOf: () => TestApi, base: string) {
  const begin = (cookie: string, body: Record<string, unknown>) => apiOf().request(base, { method: 'POST', headers: { cookie }, json: body });
  /** A part; the answer read whole (a refusal may come before the body was read). */
  const putPart = async (cookie: string, id: string, index: number, bytes: Uint8Array) => {
    const response = await apiOf().request(`${base}/${id}/parts/${index}`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/octet-stream' },
      body: bytes as Uint8Array<ArrayBuffer>,
    });
    await response.arrayBuffer().catch(() => undefined);
    return { status: response.status };
  };
  /** Every part of `bytes`, in order; the statuses. */
  const sendParts = async (cookie: string, id: string, bytes: Uint8Array) => {
    const statuses: number[] = [];
    for (let index = 0; index * PART_BYTES < bytes.length; index++) {
      statuses.push((await putPart(cookie, id, index, bytes.subarray(index * PART_BYTES, (index + 1) * PART_BYTES))).status);
    }
    return statuses;
  };
  /**
   * A part over the route's request limit, on a connection of its own: the server refuses it unread and closes the
   * connection, which must not be one a later request of the test reuses. The status.
   */
  const putOversizedPart = (cookie: string, id: string, index: number, size: number) =>
    new Promise<number>((resolve, reject) => {
      const { baseUrl } = apiOf();
      const request = httpRequest(new URL(`${base}/${id}/parts/${index}`, baseUrl), {
        method: 'PUT',
        agent: false,
        headers: { cookie, origin: baseUrl, 'content-type': 'application/octet-stream', 'content-length': size },
      });
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      // Writing on after the refusal may fail; the answer has already come.
      request.on('error', (error) => reject(error));
      request.end(Buffer.alloc(size));
    });
  const finish = (cookie: string, id: string) => apiOf().request(`${base}/${id}/finish`, { method: 'POST', headers: { cookie } });
  return { begin, putPart, putOversizedPart, sendParts, finish };
}

/** A phone camera's photo of `size` bytes: a real JPEG's start, then picture data (zeros). */
export function photoOfSize(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(images.jpeg);
  return bytes;
}
