/** What a toast shows: a title, then a description; `destructive` gives error styling. */
export interface ToastContent {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** One thing to do about it (a download), as a button in the toast; such a toast stays until closed or replaced. */
  action?: { label: string; onAction(): void };
}
