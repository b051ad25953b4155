import { Icon } from '@/ui/Icon/Icon';
import * as styles from './BrandLogo.css';

/** The branding login icon, or a default car icon when none is set. */
export function BrandLogo({ companyName, loginIcon }: { companyName: string; loginIcon: string }) {
  if (loginIcon) return <img className={styles.image} src={loginIcon} alt={`${companyName} logo`} />;
  return (
    <div className={styles.fallback}>
      <Icon name="car" size={32} />
    </div>
  );
}
