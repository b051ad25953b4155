import { Button as AriaButton, type ButtonProps as AriaButtonProps, composeRenderProps } from 'react-aria-components';
import { button, type ButtonVariants } from './Button.css';

export interface ButtonProps extends AriaButtonProps, ButtonVariants {}

export function Button({ variant, size, fullWidth, className, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={composeRenderProps(className, (extra) =>
        [button({ variant, size, fullWidth }), extra].filter(Boolean).join(' '),
      )}
    />
  );
}
