import { Button } from '@/ui/Button/Button';
import { Icon } from '@/ui/Icon/Icon';
import { Menu } from '@/ui/Menu/Menu';
import { MenuItem } from '@/ui/Menu/MenuItem';
import { MenuTrigger } from '@/ui/Menu/MenuTrigger';
import { usePortalHeader } from '@/modules/portal/api/usePortalHeader';
import * as styles from './PortalHeader.css';

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
            <MenuTrigger>
              <Button variant="outline" size="sm">
                <Icon name="menu" />
                Menu
              </Button>
              <Menu aria-label="Menu">
                {menuLinks.map((link, index) => (
                  <MenuItem key={`${index}-${link.url}`} id={`${index}`} href={link.url} target="_blank" rel="noopener noreferrer">
                    {link.title}
                  </MenuItem>
                ))}
              </Menu>
            </MenuTrigger>
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
