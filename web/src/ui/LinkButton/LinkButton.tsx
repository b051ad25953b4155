import { Button as AriaButton, type ButtonProps as AriaButtonProps, composeRenderProps } from 'react-aria-components';
import { linkButton } from './LinkButton.css';

/** A button that looks like a text link, for in-page actions such as switching views. */
export function LinkButton({ className, ...props }: AriaButtonProps) {
  return (
    <AriaButton
      {...props}
      className={composeRenderProps(className, (extra) => [linkButton, extra].filter(Boolean).join(' '))}
    />
  );
}
