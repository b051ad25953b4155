import { style } from '@vanilla-extract/css';
import { modal } from './Dialog.css';

export const wideModal = style([modal, { maxWidth: '48rem' }]);
