import { Icon } from '@/ui/Icon/Icon';
import * as styles from './BrandLogo.css';

/** The login gate's icon (the login icon, else the logo), or a default car icon when there is neither. */
export function BrandLogo({ companyName, icon }: { companyName: string; icon: string }) {
  if (icon) return <img className={styles.image} src={icon} alt={`${companyName} logo`} />;
  return (
    <div className={styles.fallback}>
      <Icon name="car" size={32} />
    </div>
  );
}
