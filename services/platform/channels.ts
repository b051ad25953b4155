/** Notification channels between the projector and the API processes (payloads are ids only). */
export const PROJECTION_PROGRESS = 'projection_progress';
export const READ_MODEL_CHANGES = 'read_model_changes';

export interface ProgressMessage {
  projection: string;
  position: number;
}

export interface ChangeMessage {
  projection: string;
  position: number;
  change: { model: string; kind: 'created' | 'updated' | 'deleted'; id: string };
}
