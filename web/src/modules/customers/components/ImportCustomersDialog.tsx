import { useRef, useState } from 'react';
import { useCustomerImport } from '@/modules/customers/hooks/useCustomerImport';
import { csvFileProblem } from '@/modules/customers/utils/csvFile';
import { Button } from '@/ui/Button/Button';
import { Dialog } from '@/ui/Dialog/Dialog';
import { WideModal } from '@/ui/Dialog/WideModal';
import { ImportProgress } from './ImportProgress';
import * as styles from './customers.css';

export interface ImportCustomersDialogProps {
  isOpen: boolean;
  onClose(): void;
}

/**
 * Import CSV (001 §2, §5): a file, read as text here, or pasted text; the server parses it and
 * reports its progress to the bar. A file that is not CSV is refused before anything is sent.
 */
export function ImportCustomersDialog({ isOpen, onClose }: ImportCustomersDialogProps) {
  const { start, reset, job, refusal, busy } = useCustomerImport();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [pasted, setPasted] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const csv = file?.text ?? pasted;

  async function chooseFile(chosen: File | undefined) {
    setFile(null);
    setFileError(null);
    if (!chosen) return;
    const problem = csvFileProblem(chosen);
    if (problem) {
      setFileError(problem);
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    setFile({ name: chosen.name, text: await chosen.text() });
    setPasted('');
  }

  // A running import goes on after the dialog closes; its toast still says how it ended.
  function close() {
    if (!busy) {
      reset();
      setFile(null);
      setPasted('');
      setFileError(null);
    }
    onClose();
  }

  const finished = job && !busy;
  return (
    <WideModal isOpen={isOpen} onOpenChange={(open) => !open && close()}>
      <Dialog
        title="Import Customers"
        description="Upload a CSV file or paste CSV text. Required columns: fullName, email, mobile. Rows with vehicleType, date and time also create a booking."
      >
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            if (csv.trim() && !busy) void start(csv);
          }}
        >
          <div className={styles.importModes}>
            <label className={styles.field}>
              CSV file
              <input
                ref={fileInput}
                className={styles.control}
                type="file"
                accept=".csv,text/csv"
                disabled={busy}
                aria-invalid={fileError !== null}
                aria-describedby={fileError ? 'import-file-error' : undefined}
                onChange={(event) => void chooseFile(event.target.files?.[0])}
              />
            </label>
            {fileError && (
              <p id="import-file-error" role="alert" className={styles.fieldError}>
                {fileError}
              </p>
            )}
            {file && (
              <p className={styles.muted} role="status">
                {file.name} is ready to import.
              </p>
            )}
            <label className={styles.field}>
              Or paste CSV text
              <textarea
                className={styles.control}
                rows={5}
                value={pasted}
                disabled={busy || file !== null}
                placeholder={'fullName,email,mobile\nJane Citizen,jane@example.com,0412 345 678'}
                onChange={(event) => setPasted(event.target.value)}
              />
            </label>
          </div>
          {refusal && (
            <p role="alert" className={styles.fieldError}>
              {refusal}
            </p>
          )}
          {job && <ImportProgress job={job} />}
          <div className={styles.formActions}>
            <Button variant="outline" onPress={close}>
              {finished ? 'Done' : 'Close'}
            </Button>
            <Button type="submit" isDisabled={!csv.trim() || busy} isPending={busy}>
              Import
            </Button>
          </div>
        </form>
      </Dialog>
    </WideModal>
  );
}
