import { type PortalTextJob, sendPortalText } from '@detailing/services/customers/published';
import { type JobRequest, PermanentJobError, type Processor } from '../queue/JobQueue.js';

type PortalDeps = Parameters<typeof sendPortalText>[0];

/** The sign-in text's job: ids and the one-time token only, no name and no number. */
export const portalTextJob = (job: PortalTextJob): JobRequest<PortalTextJob> => ({
  queue: 'portal',
  name: 'customer-portal-link',
  id: `portal-link-${job.linkId}`,
  data: job,
});

/**
 * Sends a sign-in text. A refusal (SMS not set up, Twilio's error) is stored for the admin who
 * is waiting and is not retried: a link texted minutes later, after the admin saw it fail, helps nobody.
 */
export function portalProcessors(deps: PortalDeps): { portal: Processor<PortalTextJob> } {
  return {
    portal: async (job) => {
      const outcome = await sendPortalText(deps, job.data);
      if (outcome) throw new PermanentJobError(outcome.failed);
    },
  };
}
