import { BrandLogo } from '@/modules/settings/components/BrandLogo';
import { useBranding } from '@/modules/settings/hooks/useBranding';
import { LoginDialog } from './LoginDialog';
import * as styles from './LoginGate.css';

/** What anyone but a signed-in admin sees at / and /admin (spec 000 §2, 001 "Admin login gate"). */
export function LoginGate() {
  const { companyName, icon } = useBranding();
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <BrandLogo companyName={companyName} icon={icon} />
        <h1 className={styles.title}>{companyName}</h1>
        <p className={styles.prompt}>Sign in to access the admin dashboard</p>
        <LoginDialog />
      </div>
    </main>
  );
}
