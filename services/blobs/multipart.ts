import { createWriteStream, type WriteStream } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { DomainError } from '../platform/errors.js';
import { imageLimits } from './imageLimits.js';
import { imageMessages } from './imageMessages.js';
import type { UploadSpool } from './uploadSpool.js';

export interface PhotoUploadLimits {
  /** Files per request (000 §5: at most 10 photos at a time). */
  files: number;
  /** Bytes per file; a longer file is cut off and marked `truncated`. */
  fileSize: number;
}

export const photoUploadLimits: PhotoUploadLimits = { files: 10, fileSize: imageLimits.maxFileBytes };

export interface UploadedFile {
  /** The form field the file came in (`photos` for the bookings route). */
  field: string;
  /** The client's base name, for reporting only; never used as a path. */
  filename: string;
  /** Over the size limit: its bytes were dropped as they came, and `read` gives none. */
  truncated: boolean;
  /** The file's bytes, read from where they wait on disk; one file at a time is all memory holds. */
  read(): Promise<Buffer>;
}

export interface PhotoUpload {
  fields: Record<string, string>;
  /** Empty when `tooManyFiles`: such a request stores nothing, so nothing is kept. */
  files: UploadedFile[];
  tooManyFiles: boolean;
  /** Removes the files from disk; call it once the request is answered, whatever happened. */
  discard(): Promise<void>;
}

const FIELD_LIMITS = { fields: 20, fieldSize: 64 * 1024, headerPairs: 50 };

/**
 * Reads a multipart/form-data photo upload, streaming each file to the spool on disk (at the
 * pace the disk takes it), within limits: at most `files` files of at most `fileSize` bytes, a
 * handful of small fields. Past the file count it stops at once and drains the rest of the
 * request unread; past the size it drops that file's bytes. A request that is not multipart,
 * or whose body does not parse, rejects with a `DomainError('BAD_USER_INPUT')` and keeps nothing.
 */
export function readPhotoUpload(req: IncomingMessage, spool: UploadSpool, limits: PhotoUploadLimits = photoUploadLimits): Promise<PhotoUpload> {
  if (!/^multipart\/form-data\s*;/i.test(req.headers['content-type'] ?? '')) {
    return Promise.reject(new DomainError('BAD_USER_INPUT', imageMessages.notMultipart));
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      defParamCharset: 'utf8',
      // busboy flags a file that merely reaches fileSize; one byte more makes "over the limit" mean that.
      limits: { ...FIELD_LIMITS, files: limits.files, fileSize: limits.fileSize + 1, parts: limits.files + FIELD_LIMITS.fields },
    });
  } catch {
    return Promise.reject(new DomainError('BAD_USER_INPUT', imageMessages.notMultipart)); // e.g. no boundary
  }

  return new Promise<PhotoUpload>((resolve, reject) => {
    const fields: Record<string, string> = {};
    const files: UploadedFile[] = [];
    const spooled: { path: string; out: WriteStream }[] = [];
    let openFiles = 0;
    let parsed = false;
    let settled = false;

    const discard = async () => {
      for (const { out } of spooled) out.destroy();
      await Promise.all(spooled.map(({ path }) => rm(path, { force: true })));
    };
    const settle = (outcome: { upload: Omit<PhotoUpload, 'discard'> } | { error: Error }) => {
      if (settled) return;
      settled = true;
      req.off('close', onClose);
      req.off('error', onFailure);
      if ('error' in outcome) {
        req.unpipe(parser);
        req.resume();
        void discard();
        reject(outcome.error);
      } else resolve({ ...outcome.upload, discard });
    };
    const onFailure = () => settle({ error: new DomainError('BAD_USER_INPUT', imageMessages.unreadableUpload) });
    const onClose = () => {
      if (!req.complete) onFailure(); // the client went away mid-upload
    };
    const finishIfDone = () => {
      if (parsed && openFiles === 0) settle({ upload: { fields, files, tooManyFiles: false } });
    };

    parser.on('file', (field, stream, info) => {
      const path = spool.newFile();
      const out = createWriteStream(path, { flags: 'wx', mode: 0o600 });
      spooled.push({ path, out });
      const file: UploadedFile = {
        field,
        filename: baseName(info.filename),
        truncated: false,
        read: () => (file.truncated ? Promise.resolve(Buffer.alloc(0)) : readFile(path)),
      };
      files.push(file);
      openFiles++;
      stream.on('limit', () => {
        file.truncated = true;
        stream.unpipe(out);
        out.end();
        stream.resume(); // the rest of this file is read into nothing
      });
      stream.on('error', onFailure);
      out.on('error', onFailure);
      out.on('close', () => {
        openFiles--;
        finishIfDone();
      });
      stream.pipe(out);
    });
    parser.on('field', (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated || name === '__proto__') return;
      fields[name] = value;
    });
    parser.on('filesLimit', () => {
      // The answer is already known (400, store nothing): stop parsing, let the rest drain.
      req.unpipe(parser);
      req.resume();
      files.length = 0;
      settle({ upload: { fields, files: [], tooManyFiles: true } });
    });
    parser.on('error', onFailure);
    parser.on('close', () => {
      parsed = true;
      finishIfDone();
    });
    req.on('close', onClose);
    req.on('error', onFailure);
    req.pipe(parser);
  });
}

// Control and format characters (Cf: U+202E would show "photo\u202Egnp.exe" as "photoexe.png"):
// a name is reported, or kept as a logo's name, as it looks.
function baseName(filename: string | undefined): string {
  const name = (filename ?? '').replace(/\\/g, '/').split('/').pop() ?? '';
  return name.replace(/[\u0000-\u001f\u007f]|\p{Cf}/gu, '').slice(0, 255);
}
