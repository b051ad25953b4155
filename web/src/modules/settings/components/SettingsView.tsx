import { PageHeader } from '@/ui/PageHeader/PageHeader';
import { Tab } from '@/ui/Tabs/Tab';
import { TabList } from '@/ui/Tabs/TabList';
import { TabPanel } from '@/ui/Tabs/TabPanel';
import { Tabs } from '@/ui/Tabs/Tabs';
import { BrandingTab } from './tabs/BrandingTab';
import { BusinessInfoTab } from './tabs/BusinessInfoTab';
import { CustomerMenuTab } from './tabs/CustomerMenuTab';
import { LogoTab } from './tabs/LogoTab';
import { SmsTab } from './tabs/SmsTab';
import { StatusesTab } from './tabs/StatusesTab';

/** The six tabs of 001 §2, in its order; the screen opens on SMS Notifications (001 §9). */
const tabs = [
  { id: 'business', title: 'Business Info', Panel: BusinessInfoTab },
  { id: 'sms', title: 'SMS Notifications', Panel: SmsTab },
  { id: 'logo', title: 'Logo Change', Panel: LogoTab },
  { id: 'branding', title: 'Branding', Panel: BrandingTab },
  { id: 'statuses', title: 'Status Management', Panel: StatusesTab },
  { id: 'menu', title: 'Customer Menu', Panel: CustomerMenuTab },
] as const;

export function SettingsView() {
  return (
    <>
      <PageHeader title="Settings" />
      <Tabs defaultSelectedKey="sms">
        <TabList aria-label="Settings">
          {tabs.map(({ id, title }) => (
            <Tab key={id} id={id}>
              {title}
            </Tab>
          ))}
        </TabList>
        {tabs.map(({ id, Panel }) => (
          <TabPanel key={id} id={id}>
            <Panel />
          </TabPanel>
        ))}
      </Tabs>
    </>
  );
}
