import { globalStyle } from '@vanilla-extract/css';
import { vars } from './vars.css';

globalStyle(':root', { colorScheme: 'light' });
globalStyle(':root.dark', { colorScheme: 'dark' });

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html, body', {
  margin: 0,
  minHeight: '100%',
  background: vars.color.background,
  color: vars.color.foreground,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: 1.5,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('#root', { minHeight: '100vh' });

globalStyle('h1, h2, h3, h4, p', { margin: 0 });
