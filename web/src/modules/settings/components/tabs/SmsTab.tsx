import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { SmsSettingsQuery } from '@/modules/settings/graphql/SmsSettingsQuery';
import { ChangedElsewhereAlert } from '@/ui/ChangedElsewhereAlert/ChangedElsewhereAlert';
import { SmsAccountForm } from '@/modules/settings/components/sms/SmsAccountForm';
import { SmsReminderForm } from '@/modules/settings/components/sms/SmsReminderForm';
import { SmsTemplatesForm } from '@/modules/settings/components/sms/SmsTemplatesForm';
import * as styles from '@/modules/settings/components/sms/sms.css';

/**
 * SMS Notifications (001 §2), where Settings opens: the Twilio account, a test send, the
 * notification templates and the reminder lead time. A failure to read them is only logged; the
 * forms then start empty (the lead time at its default).
 * Either form's save refused as stale shows the 'changed elsewhere' alert above it.
 */
export function SmsTab() {
  const [conflict, setConflict] = useState<'account' | 'templates' | 'reminders' | null>(null);
  const [loadedAt, setLoadedAt] = useState(0);
  const { data, error, loading, refetch } = useQuery(SmsSettingsQuery, { fetchPolicy: 'network-only' });

  useEffect(() => {
    if (error) console.error('SMS settings could not be loaded', error);
  }, [error]);

  async function reload() {
    await refetch().catch((failed: unknown) => console.error('SMS settings could not be loaded', failed));
    setConflict(null);
    setLoadedAt((n) => n + 1);
  }

  if (loading && !data) return <p role="status">Loading SMS settings...</p>;
  const alert = <ChangedElsewhereAlert onReload={() => void reload()} />;
  return (
    <div className={styles.tab}>
      {conflict === 'account' && alert}
      <SmsAccountForm key={`account-${loadedAt}`} settings={data?.smsSettings ?? null} onConflict={() => setConflict('account')} />
      {conflict === 'templates' && alert}
      <SmsTemplatesForm key={`templates-${loadedAt}`} templates={data?.smsTemplates ?? []} onConflict={() => setConflict('templates')} />
      {conflict === 'reminders' && alert}
      <SmsReminderForm key={`reminders-${loadedAt}`} settings={data?.smsReminderSettings ?? null} onConflict={() => setConflict('reminders')} />
    </div>
  );
}
