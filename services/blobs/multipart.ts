import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { DomainError } from '../platform/errors.js';
import { imageLimits } from './imageLimits.js';
import { imageMessages } from './imageMessages.js';

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
  /** Empty when `truncated`: an oversize file's bytes are discarded, not kept. */
  bytes: Buffer;
  truncated: boolean;
}

export interface PhotoUpload {
  fields: Record<string, string>;
  /** Empty when `tooManyFiles`: such a request stores nothing, so nothing is kept. */
  files: UploadedFile[];
  tooManyFiles: boolean;
}

const FIELD_LIMITS = { fields: 20, fieldSize: 64 * 1024, headerPairs: 50 };

/**
 * Reads a multipart/form-data photo upload into memory, within limits: at most `files` files
 * of at most `fileSize` bytes, a handful of small fields. Past the file count it stops at once
 * and drains the rest of the request unread; past the size it drops that file's bytes.
 * A request that is not multipart, or whose body does not parse, rejects with a
 * `DomainError('BAD_USER_INPUT')`.
 */
export function readPhotoUpload(req: IncomingMessage, limits: PhotoUploadLimits = photoUploadLimits): Promise<PhotoUpload> {
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
    let openFiles = 0;
    let parsed = false;
    let settled = false;

    const settle = (outcome: { upload: PhotoUpload } | { error: Error }) => {
      if (settled) return;
      settled = true;
      req.off('close', onClose);
      req.off('error', onFailure);
      if ('error' in outcome) {
        req.unpipe(parser);
        req.resume();
        reject(outcome.error);
      } else resolve(outcome.upload);
    };
    const onFailure = () => settle({ error: new DomainError('BAD_USER_INPUT', imageMessages.unreadableUpload) });
    const onClose = () => {
      if (!req.complete) onFailure(); // the client went away mid-upload
    };
    const finishIfDone = () => {
      if (parsed && openFiles === 0) settle({ upload: { fields, files, tooManyFiles: false } });
    };

    parser.on('file', (field, stream, info) => {
      const file: UploadedFile = { field, filename: baseName(info.filename), bytes: Buffer.alloc(0), truncated: false };
      const chunks: Buffer[] = [];
      files.push(file);
      openFiles++;
      stream.on('data', (chunk: Buffer) => {
        if (!file.truncated) chunks.push(chunk);
      });
      stream.on('limit', () => {
        file.truncated = true;
        chunks.length = 0;
      });
      stream.on('error', onFailure);
      stream.on('end', () => {
        if (!file.truncated) file.bytes = Buffer.concat(chunks);
        openFiles--;
        finishIfDone();
      });
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

function baseName(filename: string | undefined): string {
  const name = (filename ?? '').replace(/\\/g, '/').split('/').pop() ?? '';
  return name.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255);
}
