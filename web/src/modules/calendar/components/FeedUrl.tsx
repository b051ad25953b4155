import { calendarToasts } from '@/modules/calendar/utils/calendarToasts';
import { Button } from '@/ui/Button/Button';
import { TextField } from '@/ui/TextField/TextField';
import { toast } from '@/ui/Toast/toast';
import * as styles from './calendar.css';

async function copyUrl(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast(calendarToasts.copied);
  } catch {
    toast(calendarToasts.copyFailed);
  }
}

/** The feed URL just created, with its Copy button: shown this once, since the server keeps only a hash of it. */
export function FeedUrl({ url }: { url: string }) {
  return (
    <>
      <div className={styles.urlRow}>
        <TextField
          label="Feed URL"
          value={url}
          isReadOnly
          // Focused from the keyboard or a tap, the whole address is selected, ready to copy by hand.
          onFocus={(event) => (event.target as HTMLInputElement).select()}
        />
        <Button variant="outline" onPress={() => void copyUrl(url)}>
          Copy
        </Button>
      </div>
      <p className={styles.notice} role="note">
        Copy this address now: it is shown only this once (the server keeps only a fingerprint of it, not the address itself). Creating a new feed
        address retires this one at once.
      </p>
    </>
  );
}
