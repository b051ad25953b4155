import type { RecordedEvent } from '@detailing/services/eventstore/EventStore';
import type { Sql, Tx } from '@detailing/services/platform/database';

/** A change a read model went through, announced to live readers after commit. */
export interface ReadModelChange {
  model: string;
  kind: 'created' | 'updated' | 'deleted';
  id: string;
}

/**
 * Builds one read model from the events it handles. `apply` runs inside the runner's
 * transaction, together with the checkpoint update, so its effects land exactly once.
 */
export interface Projector {
  name: string;
  /** Raise when the read model's shape or meaning changes: the runner then rebuilds it. */
  version: number;
  handles: readonly string[];
  migrate(sql: Sql): Promise<void>;
  reset(tx: Tx): Promise<void>;
  apply(tx: Tx, event: RecordedEvent): Promise<ReadModelChange[]>;
}
