import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ClientRequest, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../platform/errors.js';
import { imageMessages } from './imageMessages.js';
import { photoUploadLimits, readPhotoUpload } from './multipart.js';
import { UploadSpool } from './uploadSpool.js';

/** What the test server saw, as JSON: files by name, size and digest rather than bytes. */
interface Seen {
  fields: Record<string, string>;
  files: { field: string; filename: string; size: number; sha256: string; truncated: boolean }[];
  tooManyFiles: boolean;
  /** Whether the whole request body had arrived when readPhotoUpload settled. */
  bodyComplete: boolean;
  /** Files waiting in the spool on disk when readPhotoUpload settled. */
  onDisk: number;
}

let server: Server;
let base: string;
let spoolRoot: string;
let spool: UploadSpool;
/** What each upload kept on disk once it was answered (discarded) or as it settled (kept). */
const leftOnDisk = async () => (await readdir(spoolRoot, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).length;

beforeAll(async () => {
  spoolRoot = await mkdtemp(path.join(tmpdir(), 'detailing-spool-'));
  spool = await UploadSpool.open(spoolRoot);
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://test');
    const fileSize = url.searchParams.get('fileSize');
    const limits = fileSize ? { ...photoUploadLimits, fileSize: Number(fileSize) } : undefined;
    readPhotoUpload(req, spool, limits).then(
      async (upload) => {
        const bodyComplete = req.complete;
        const onDisk = await leftOnDisk();
        const files = await Promise.all(
          upload.files.map(async (f) => {
            const bytes = await f.read();
            return { field: f.field, filename: f.filename, size: bytes.length, sha256: sha256(bytes), truncated: f.truncated };
          }),
        );
        await upload.discard();
        const seen: Seen = { fields: upload.fields, files, tooManyFiles: upload.tooManyFiles, bodyComplete, onDisk };
        res.writeHead(upload.tooManyFiles ? 400 : 200, { 'content-type': 'application/json' }).end(JSON.stringify(seen));
      },
      (error: unknown) => {
        const domain = error instanceof DomainError;
        res.writeHead(domain ? 400 : 500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: (error as Error).message, code: domain ? error.code : undefined }));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await spool.close();
  await rm(spoolRoot, { recursive: true, force: true });
});

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const photo = (seed: number, size = 3000) => Buffer.alloc(size, seed);

function form(files: { name: string; bytes: Buffer }[], fields: Record<string, string> = { photoType: 'before' }): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const file of files) body.append('photos', new Blob([new Uint8Array(file.bytes)], { type: 'image/jpeg' }), file.name);
  return body;
}

async function upload(body: FormData | string, init: { path?: string; headers?: Record<string, string> } = {}) {
  const response = await fetch(`${base}${init.path ?? '/'}`, { method: 'POST', body, headers: init.headers });
  return { status: response.status, json: (await response.json()) as Seen & { error?: string; code?: string } };
}

describe('readPhotoUpload over HTTP', () => {
  it('reads two photos and the photoType field, byte for byte', async () => {
    const files = [
      { name: 'front.jpg', bytes: photo(1) },
      { name: 'side.heic', bytes: photo(2, 5000) },
    ];
    const { status, json } = await upload(form(files));
    expect(status).toBe(200);
    expect(json).toEqual({
      fields: { photoType: 'before' },
      files: files.map((f) => ({ field: 'photos', filename: f.name, size: f.bytes.length, sha256: sha256(f.bytes), truncated: false })),
      tooManyFiles: false,
      bodyComplete: true,
      onDisk: 2,
    });
    expect(await leftOnDisk()).toBe(0);
  });

  it('streams each file to disk rather than memory, and discarding the upload leaves nothing behind', async () => {
    const files = Array.from({ length: 3 }, (_, i) => ({ name: `large${i}.jpg`, bytes: photo(i, 4 * 1024 * 1024) }));
    const { json } = await upload(form(files));
    expect(json.onDisk).toBe(3);
    expect(json.files.map((f) => f.sha256)).toEqual(files.map((f) => sha256(f.bytes)));
    expect(await leftOnDisk()).toBe(0);
  });

  it('takes ten photos, the most allowed at a time', async () => {
    const files = Array.from({ length: 10 }, (_, i) => ({ name: `p${i}.jpg`, bytes: photo(i) }));
    const { status, json } = await upload(form(files));
    expect(status).toBe(200);
    expect(json.tooManyFiles).toBe(false);
    expect(json.files).toHaveLength(10);
  });

  it('flags the eleventh photo as too many and keeps none of them', async () => {
    const files = Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.jpg`, bytes: photo(i) }));
    const { status, json } = await upload(form(files));
    expect(status).toBe(400);
    expect(json).toMatchObject({ fields: { photoType: 'before' }, files: [], tooManyFiles: true });
  });

  it('settles at the eleventh photo without reading on, and the client still gets its answer', async () => {
    const files = [...Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.jpg`, bytes: photo(i) })), { name: 'big.jpg', bytes: photo(9, 30 * 1024 * 1024) }];
    const { status, json } = await upload(form(files));
    expect(status).toBe(400);
    expect(json).toMatchObject({ files: [], tooManyFiles: true, bodyComplete: false });
  });

  it('marks a file over the size limit as truncated, drops its bytes, and still reads the next one, which is exactly at the limit', async () => {
    const files = [
      { name: 'huge.jpg', bytes: photo(1, 1025) },
      { name: 'fits.jpg', bytes: photo(2, 1024) },
    ];
    const { status, json } = await upload(form(files), { path: '/?fileSize=1024' });
    expect(status).toBe(200);
    expect(json.files).toEqual([
      { field: 'photos', filename: 'huge.jpg', size: 0, sha256: sha256(Buffer.alloc(0)), truncated: true },
      { field: 'photos', filename: 'fits.jpg', size: 1024, sha256: sha256(files[1]!.bytes), truncated: false },
    ]);
  });

  it('keeps only the base name of a file name sent with a path, and keeps UTF-8 names intact', async () => {
    const { json } = await upload(form([
      { name: 'C:\\Users\\staff\\Desktop\\rear.jpg', bytes: photo(1) },
      { name: '../../etc/passwd', bytes: photo(2) },
      { name: 'Größe café.jpg', bytes: photo(3) },
    ]));
    expect(json.files.map((f) => f.filename)).toEqual(['rear.jpg', 'passwd', 'Größe café.jpg']);
  });

  it('drops format characters from a file name, so it reads as it looks', async () => {
    const { json } = await upload(form([
      { name: 'photo\u202Egnp.exe', bytes: photo(1) },
      { name: '\u200Bfront\u00AD.jpg', bytes: photo(2) },
    ]));
    expect(json.files.map((f) => f.filename)).toEqual(['photognp.exe', 'front.jpg']);
  });

  it('rejects a request that is not multipart with a clear 400', async () => {
    const { status, json } = await upload(JSON.stringify({ photos: ['a.jpg'] }), { headers: { 'content-type': 'application/json' } });
    expect(status).toBe(400);
    expect(json).toEqual({ error: imageMessages.notMultipart, code: 'BAD_USER_INPUT' });
  });

  it('rejects multipart without a boundary', async () => {
    const { status, json } = await upload('--x\r\n', { headers: { 'content-type': 'multipart/form-data' } });
    expect(status).toBe(400);
    expect(json.error).toBe(imageMessages.notMultipart);
  });

  it('rejects a multipart body that ends in the middle of a file', async () => {
    const body =
      '--b0undary\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n' + 'x'.repeat(100);
    const { status, json } = await upload(body, { headers: { 'content-type': 'multipart/form-data; boundary=b0undary' } });
    expect(status).toBe(400);
    expect(json).toEqual({ error: imageMessages.unreadableUpload, code: 'BAD_USER_INPUT' });
  });

  it('settles with an error when the client goes away mid-upload', async () => {
    const settled = new Promise<unknown>((resolve) => {
      let client: ClientRequest;
      const probe = createServer((req, res) => {
        readPhotoUpload(req, spool)
          .then(resolve, resolve)
          .finally(() => probe.close());
        // The first bytes of the file are in: the upload is under way, and the client goes away.
        req.once('data', () => client.destroy());
        res.on('close', () => undefined);
      });
      probe.listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        client = request({ port, host: '127.0.0.1', method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=b', 'content-length': '100000' } });
        client.on('error', () => undefined);
        client.write('--b\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\n\r\nabc');
      });
    });
    const outcome = await settled;
    expect(outcome).toBeInstanceOf(DomainError);
    expect((outcome as DomainError).message).toBe(imageMessages.unreadableUpload);
    // What had arrived of the file is removed with the failed upload.
    await expect.poll(leftOnDisk).toBe(0);
  });

  it('keeps nothing on disk from a request that had too many photos or ended in the middle of a file', async () => {
    await upload(form(Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.jpg`, bytes: photo(i) }))));
    const cut = '--b0undary\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\n\r\n' + 'x'.repeat(100);
    await upload(cut, { headers: { 'content-type': 'multipart/form-data; boundary=b0undary' } });
    await expect.poll(leftOnDisk).toBe(0);
  });
});
