import { Button } from '@/ui/Button/Button';
import { Icon } from '@/ui/Icon/Icon';
import { Menu } from '@/ui/Menu/Menu';
import { MenuItem } from '@/ui/Menu/MenuItem';
import { MenuTrigger } from '@/ui/Menu/MenuTrigger';
import type { CustomerMenuLink } from '@/modules/portal/api/portalTypes';

/** The header's Menu of admin-configured links (001 "Customer dashboard"), each opening in a new tab. */
export function PortalMenu({ links }: { links: readonly CustomerMenuLink[] }) {
  return (
    <MenuTrigger>
      <Button variant="outline" size="sm">
        <Icon name="menu" />
        Menu
      </Button>
      <Menu aria-label="Menu">
        {links.map((link, index) => (
          <MenuItem key={`${index}-${link.url}`} id={`${index}`} href={link.url} target="_blank" rel="noopener noreferrer">
            {link.title}
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  );
}
