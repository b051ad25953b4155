// Opens the `Modal` that follows its trigger button; no styling of its own.
export { DialogTrigger } from 'react-aria-components';
