import { useState } from 'react';
import { MAX_LENGTH, SMS_BODY_MAX } from '@detailing/schema/limits';
import { settingsMessages } from '@detailing/schema/settings/messages';
import { useSendTestSms } from '@/modules/settings/hooks/useSendTestSms';
import { smsToasts } from '@/modules/settings/utils/smsToasts';
import { Button } from '@/ui/Button/Button';
import { TextField } from '@/ui/TextField/TextField';
import { toast } from '@/ui/Toast/toast';
import * as styles from './sms.css';

/**
 * Sends one text through the saved account. Without an account id, token and from number nothing
 * is sent: 'Missing configuration' (001 §5, §8).
 */
export function SmsTestSend({ isMissing }: { isMissing(): boolean }) {
  const [to, setTo] = useState('');
  const [message, setMessage] = useState<string>(settingsMessages.defaultTestSms);
  const { send, sending } = useSendTestSms();

  return (
    <form
      className={`${styles.card} ${styles.section}`}
      aria-labelledby="sms-test-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (isMissing()) toast(smsToasts.missingConfiguration);
        else void send(to, message);
      }}
    >
      <h2 id="sms-test-title" className={styles.heading}>
        Test SMS
      </h2>
      <p className={styles.intro}>Sends one text through the saved settings; save any changes first.</p>
      <div className={styles.fields}>
        <TextField label="To" name="to" type="tel" autoComplete="off" maxLength={MAX_LENGTH.MOBILE} placeholder="0412 345 678" value={to} onChange={setTo} />
        <div className={styles.wide}>
          <TextField label="Message" name="message" rows={3} maxLength={SMS_BODY_MAX} value={message} onChange={setMessage} />
        </div>
      </div>
      <div className={styles.actions}>
        <Button type="submit" variant="outline" isPending={sending}>
          Send Test SMS
        </Button>
      </div>
    </form>
  );
}
