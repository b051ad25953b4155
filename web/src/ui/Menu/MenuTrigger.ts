// The trigger carries no styling of its own; it is re-exported so screens import menus from the kit.
export { MenuTrigger } from 'react-aria-components';
