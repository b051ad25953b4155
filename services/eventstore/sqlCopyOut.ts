import type { Readable } from 'node:stream';
import type { Database } from '../platform/database.js';
import type { StoredEvent } from './codec.js';
import { SEALED } from './personalData.js';

/*
 * How SqlEventStore streams a long stretch of the log out of PostgreSQL (a rebuild replaying it):
 * one `COPY (query) TO STDOUT` in binary format, whose rows the database sends as it reads them
 * while this process decodes those already come, instead of a query per page, each read whole
 * before it is decoded and the next one asked for.
 */

/** An event as COPY sent it, with its stream's key and whether it was erased, both in the same snapshot (as `readPage` reads them). */
export interface CopiedEvent {
  stored: StoredEvent;
  stream_id: string;
  key: Buffer | null;
  erased: boolean;
}

/**
 * The events after `after` that may be read now (below the safe limit), at most `limit`, in log
 * order, in pages of `pageSize` as they arrive. One snapshot, in a read-only repeatable-read
 * transaction of its own connection. A consumer that stops early still waits while the rest of
 * the stretch arrives (unread): the driver has no way to abandon a COPY and keep its connection.
 */
export async function* copyEventsOut(db: Database, after: number, limit: number, pageSize: number): AsyncGenerator<CopiedEvent[]> {
  // COPY takes no parameters: the numbers are written into the statement, checked first.
  for (const n of [after, limit]) if (!Number.isSafeInteger(n) || n < 0) throw new Error(`copyEventsOut: ${n} is not a position or count`);
  const connection = await db.sql.reserve();
  try {
    // Repeatable read: the statements below see one snapshot, the one the first of them took.
    await connection`begin isolation level repeatable read read only`;
    // The events' primary key gives their order: no sort (the planner, misjudging how many events
    // lie below a limit it cannot know in advance, would sort them all), and no JIT compiling. In
    // the same statement that takes the snapshot: the limit read may reach, computed against it,
    // and the streams erased in it, few beside the events, looked up here rather than once per row.
    const [{ safe, erased }] = (await connection`
      select set_config('enable_sort', 'off', true), set_config('jit', 'off', true),
        event_store_safe_limit()::text as safe, array(select stream_id from personal_data_erasures) as erased`) as unknown as [
      { safe: string; erased: string[] },
    ];
    const limitBelow = BigInt(safe);
    const erasedStreams = new Set(erased);
    const stream = (await connection.unsafe(`
      copy (
        select e.global_position, e.event_id::text, e.stream_id, e.stream_version, e.type, e.data, e.metadata,
          (select k.key from personal_data_keys k where k.stream_id = e.stream_id and e.data ? '${SEALED}')
        from (
          select * from events where global_position > ${after} and global_position < ${limitBelow}
          order by global_position limit ${limit}
        ) as e
        order by e.global_position
      ) to stdout with (format binary)`).readable()) as Readable;
    // postgres.js pauses its socket when a COPY's stream buffer is full and resumes it only from the
    // stream's read(), which a stream that has ended never calls again: a COPY that ends while its
    // buffer is full leaves the connection deaf to every later answer (porsager/postgres#1016).
    stream.once('end', () => stream._read(0));
    const pages = new CopiedPages(stream, pageSize, erasedStreams);
    try {
      for (let page = await pages.next(); page; page = await pages.next()) yield page;
    } finally {
      // Not returned (that would destroy the stream under the driver): the rest is read and dropped.
      await pages.drain();
    }
  } finally {
    // However the reading ended (a consumer that stops early skips all but the finally blocks);
    // the transaction wrote nothing, so ending it either way is the same.
    await connection`rollback`.catch(() => {});
    connection.release();
  }
}

/**
 * The rows of a COPY's stream in pages, parsed as its messages flow in (each message one row, the
 * first after the header, the last the trailer: no copying them together first), the stream
 * paused while a full page waits to be taken.
 */
class CopiedPages {
  private readonly rows: CopyRows;
  private readonly full: CopiedEvent[][] = [];
  private page: CopiedEvent[] = [];
  private ended = false;
  private failed: { error: unknown } | null = null;
  private dropping = false;
  private wake: (() => void) | null = null;

  constructor(
    private readonly stream: Readable,
    private readonly pageSize: number,
    erased: ReadonlySet<string>,
  ) {
    this.rows = new CopyRows(erased);
    stream.on('data', (message: Buffer) => {
      if (this.dropping) return;
      for (const row of this.rows.take(message)) {
        this.page.push(row);
        if (this.page.length === this.pageSize) {
          this.full.push(this.page);
          this.page = [];
          stream.pause();
        }
      }
      this.woken();
    });
    stream.once('end', () => {
      if (this.page.length > 0) this.full.push(this.page);
      this.ended = true;
      this.woken();
    });
    stream.once('error', (error) => {
      this.failed = { error };
      this.woken();
    });
  }

  /** The next page, or null after the last. */
  async next(): Promise<CopiedEvent[] | null> {
    for (;;) {
      const page = this.full.shift();
      if (page) {
        if (!this.ended && this.full.length === 0) this.stream.resume();
        return page;
      }
      if (this.failed) throw this.failed.error;
      if (this.ended) return null;
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }

  /** Reads the rest of the stream without parsing it. */
  async drain(): Promise<void> {
    this.dropping = true;
    this.full.length = 0;
    this.stream.resume();
    while (!this.ended && !this.failed) await new Promise<void>((resolve) => (this.wake = resolve));
  }

  private woken() {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }
}

/**
 * Rows of a binary COPY of the query above, from its data as it arrives (a row may span chunks):
 * a header, then per row a field count and each field as a length (-1: null) and its bytes.
 */
class CopyRows {
  constructor(private readonly erased: ReadonlySet<string>) {}

  private pending: Buffer | null = null;
  private headerRead = false;
  /** Where each field of the row being read starts, and its length (-1: null). */
  private readonly starts = new Int32Array(FIELDS);
  private readonly lengths = new Int32Array(FIELDS);

  *take(chunk: Buffer): Generator<CopiedEvent> {
    const data = this.pending ? Buffer.concat([this.pending, chunk]) : chunk;
    let at = 0;
    if (!this.headerRead) {
      // "PGCOPY\n\377\r\n\0", flags (32 bits), then an extension area of the length given.
      if (data.length < 19) {
        this.pending = data;
        return;
      }
      at = 19 + data.readInt32BE(15);
      this.headerRead = true;
    }
    for (;;) {
      const end = this.fields(data, at);
      if (end === null) break;
      if (end > at + 2) yield this.row(data);
      at = end;
    }
    this.pending = at < data.length ? data.subarray(at) : null;
  }

  /** Finds the fields of the row (or the trailer) at `at`; where it ends, or null when it has not all arrived. */
  private fields(data: Buffer, at: number): number | null {
    if (data.length - at < 2) return null;
    const count = data.readInt16BE(at);
    if (count === -1) return at + 2; // the trailer
    if (count !== FIELDS) throw new Error(`COPY of the events sent a row of ${count} fields, not ${FIELDS}`);
    let p = at + 2;
    for (let i = 0; i < FIELDS; i++) {
      if (data.length - p < 4) return null;
      const length = data.readInt32BE(p);
      this.starts[i] = p + 4;
      this.lengths[i] = length;
      p += 4 + Math.max(length, 0);
      if (p > data.length) return null;
    }
    return p;
  }

  private row(data: Buffer): CopiedEvent {
    const { starts, lengths } = this;
    const text = (i: number) => data.toString('utf8', starts[i]!, starts[i]! + lengths[i]!);
    const streamId = text(2);
    return {
      stored: {
        globalPosition: Number(data.readBigInt64BE(starts[0]!)),
        eventId: text(1),
        streamId,
        streamVersion: data.readInt32BE(starts[3]!),
        type: text(4),
        data: jsonb(data, starts[5]!, lengths[5]!),
        metadata: jsonb(data, starts[6]!, lengths[6]!) as StoredEvent['metadata'],
      },
      stream_id: streamId,
      // Copied out of the chunk, which the key would otherwise keep whole.
      key: lengths[7]! < 0 ? null : Buffer.from(data.subarray(starts[7]!, starts[7]! + lengths[7]!)),
      erased: this.erased.has(streamId),
    };
  }
}

const FIELDS = 8;

/** jsonb in binary: a version byte (1), then the JSON text. */
function jsonb(data: Buffer, start: number, length: number): unknown {
  if (data[start] !== 1) throw new Error(`COPY of the events sent jsonb of format ${data[start]}`);
  return JSON.parse(data.toString('utf8', start + 1, start + length));
}
