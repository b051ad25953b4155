import { ApiError } from '@/utils/ApiError';

/** The file name the server gave in Content-Disposition, else `fallback`. */
function attachmentName(response: Response, fallback: string): string {
  const match = /filename="?([^";]+)"?/i.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

/** Saves a file made in the page (such as the failed rows of an import). */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** Fetches an admin download with the session cookie and saves it under the file name the server gives (else `fallbackName`). */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const response = await fetch(path, { credentials: 'include' });
  if (!response.ok) throw new ApiError(response.status, (await response.text()) || response.statusText);
  saveFile(await response.blob(), attachmentName(response, fallbackName));
}
