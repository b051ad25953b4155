import { lazy, Suspense } from 'react';
import { Button } from '@/ui/Button/Button';
import { Icon } from '@/ui/Icon/Icon';
import { usePortalHeader } from '@/modules/portal/api/usePortalHeader';
import * as styles from './PortalHeader.css';

// The links arrive with their own query, after the dashboard is usable; the menu's code (popover,
// overlays) is fetched only when there are links to show, not before the dashboard can be used.
const PortalMenu = lazy(() => import('./PortalMenu').then((m) => ({ default: m.PortalMenu })));

interface Props {
  vehicleRego: string | null;
  onProfile(): void;
  onSignOut(): void;
  isSigningOut: boolean;
}

/**
 * The dashboard's header (001 "Customer dashboard"): the company logo, the business name (else
 * 'Customer Portal'), 'Vehicle: {rego}', the Menu of admin-configured links when there are any
 * (each opens in a new tab), Profile and Sign Out.
 */
export function PortalHeader({ vehicleRego, onProfile, onSignOut, isSigningOut }: Props) {
  const { businessName, logoUrl, menuLinks } = usePortalHeader();
  const name = businessName.trim() || 'Customer Portal';
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          {logoUrl && <img className={styles.logo} src={logoUrl} alt={`${name} logo`} width={40} height={40} />}
          <div>
            <h1 className={styles.name}>{name}</h1>
            {vehicleRego && <p className={styles.vehicle}>Vehicle: {vehicleRego}</p>}
          </div>
        </div>
        <div className={styles.actions}>
          {menuLinks.length > 0 && (
            <Suspense fallback={null}>
              <PortalMenu links={menuLinks} />
            </Suspense>
          )}
          <Button variant="outline" size="sm" onPress={onProfile}>
            <Icon name="users" />
            Profile
          </Button>
          <Button variant="outline" size="sm" onPress={onSignOut} isPending={isSigningOut}>
            <Icon name="logOut" />
            Sign Out
          </Button>
        </div>
      </div>
    </header>
  );
}
