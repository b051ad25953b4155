import type { Selection } from 'react-aria-components';
import { Button } from '@/ui/Button/Button';
import { Icon } from '@/ui/Icon/Icon';
import { Menu } from '@/ui/Menu/Menu';
import { MenuItem } from '@/ui/Menu/MenuItem';
import { MenuTrigger } from '@/ui/Menu/MenuTrigger';
import { themes } from '@/ui/theme/Theme';
import { useTheme } from '@/ui/theme/useTheme';
import { Tooltip } from '@/ui/Tooltip/Tooltip';

const labels = { light: 'Light', dark: 'Dark', system: 'System' } as const;
const icons = { light: 'sun', dark: 'moon', system: 'monitor' } as const;

/** The theme choice of spec 000 §2: system, light or dark. */
export function ThemeMenu() {
  const { theme, setTheme } = useTheme();

  const onSelectionChange = (keys: Selection) => {
    if (keys === 'all') return;
    const picked = themes.find((t) => keys.has(t));
    if (picked) setTheme(picked);
  };

  return (
    <MenuTrigger>
      <Tooltip label="Toggle theme">
        <Button variant="ghost" size="icon" aria-label="Toggle theme">
          <Icon name={icons[theme]} size={18} />
        </Button>
      </Tooltip>
      <Menu
        aria-label="Theme"
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[theme]}
        onSelectionChange={onSelectionChange}
      >
        {(['light', 'dark', 'system'] as const).map((option) => (
          <MenuItem key={option} id={option} textValue={labels[option]}>
            <Icon name={icons[option]} />
            {labels[option]}
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  );
}
