/** What an /app list needs besides its items: loading, a failure with Retry, and opening one. */
export interface ListProps {
  loading: boolean;
  failed: boolean;
  onRetry(): void;
  onOpen(id: string): void;
}
