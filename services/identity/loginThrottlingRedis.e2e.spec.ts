import { randomBytes } from 'node:crypto';
import { startTestApp } from '../../infra/testing/app.js';
import { redisUrl } from '../../infra/testing/services.js';
import { describeLoginThrottling } from './testing/loginThrottlingSpec.js';

// The same limits with the counters in a real Redis, as replicated API processes share them.
describeLoginThrottling(
  'Redis',
  async () =>
    startTestApp({
      roles: ['api'],
      env: { REDIS_URL: await redisUrl(), QUEUE_PREFIX: `test-${randomBytes(6).toString('hex')}`, TRUST_PROXY: '1' },
    }),
  2,
);
