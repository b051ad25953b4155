import type { Sql, Tx } from './database.js';

export async function migrateCheckpoints(sql: Sql | Tx): Promise<void> {
  await sql`
    create table if not exists projection_checkpoints (
      name text primary key,
      position bigint not null default 0,
      version integer not null,
      updated_at timestamptz not null default now()
    )`;
}

/** Reads and row-locks a checkpoint (made at `version` if new): a second runner of the same projection waits its turn. */
export async function lockCheckpoint(tx: Tx, name: string, version: number): Promise<{ position: number; version: number }> {
  await tx`insert into projection_checkpoints (name, position, version) values (${name}, 0, ${version}) on conflict (name) do nothing`;
  const [row] = (await tx`select position, version from projection_checkpoints where name = ${name} for update`) as unknown as [
    { position: string; version: number },
  ];
  return { position: Number(row.position), version: row.version };
}

/** Moves a checkpoint; `version` only when the rows now are that version's (a rebuild's swap). */
export async function saveCheckpoint(tx: Tx, name: string, position: number, version?: number): Promise<void> {
  if (version === undefined) await tx`update projection_checkpoints set position = ${position}, updated_at = now() where name = ${name}`;
  else await tx`update projection_checkpoints set position = ${position}, version = ${version}, updated_at = now() where name = ${name}`;
}

export async function readCheckpoint(sql: Sql, name: string): Promise<number> {
  const [row] = (await sql`select position from projection_checkpoints where name = ${name}`) as unknown as { position: string }[];
  return row ? Number(row.position) : 0;
}
