import { describe, expect, it, vi } from 'vitest';
import { byJobName } from './byJobName.js';
import { PermanentJobError } from './JobQueue.js';

const job = (name: string) => ({ id: 'j1', name, data: { bookingId: 'b1', causationEventId: 'e1' }, attempt: 1 });

describe('a queue processor by job name', () => {
  it('runs the processor of the job’s name only', async () => {
    const completion = vi.fn(async () => {});
    const confirmation = vi.fn(async () => {});
    await byJobName({ 'send-completion-sms': completion, 'send-confirmation-sms': confirmation })(job('send-confirmation-sms'));
    expect(confirmation).toHaveBeenCalledWith(job('send-confirmation-sms'));
    expect(completion).not.toHaveBeenCalled();
  });

  it('fails a job it has no processor for at once, not to be retried (inherited names included)', async () => {
    const process = byJobName({ 'send-completion-sms': async () => {} });
    await expect(process(job('send-welcome-sms'))).rejects.toBeInstanceOf(PermanentJobError);
    await expect(process(job('toString'))).rejects.toBeInstanceOf(PermanentJobError);
  });
});
