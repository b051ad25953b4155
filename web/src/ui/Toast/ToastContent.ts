/** What a toast shows: a title, then a description; `destructive` gives error styling. */
export interface ToastContent {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}
