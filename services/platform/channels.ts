/** Notification channels between the projector and the API processes (payloads are ids only). */
export const PROJECTION_PROGRESS = 'projection_progress';
export const READ_MODEL_CHANGES = 'read_model_changes';

export interface ProgressMessage {
  projection: string;
  /** The last event the live read model has applied (a rebuild's fresh tables never count until swapped in). */
  position: number;
  /**
   * Present while a rebuild of this projection is under way, and on the notice of its swap: events
   * the rebuild has read (`done`) out of the events in the store when it started (`total`; null when
   * the store cannot count them). Events appended meanwhile are read too, so `done` may pass `total`.
   * A rebuild's notices repeat the live position: only notices without `rebuild` come one per live
   * batch with strictly increasing positions.
   */
  rebuild?: { done: number; total: number | null };
}

export interface ChangeMessage {
  projection: string;
  position: number;
  change: { model: string; kind: 'created' | 'updated' | 'deleted'; id: string };
}
