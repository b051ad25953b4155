import type { PhotoKind } from '@/modules/portal/components/PhotoLightbox';
import { formatDateLong } from './formatBookingWhen';

/** 'Before Photos - April 29th, 2025' (001 "Customer dashboard"). */
export const lightboxTitle = (kind: PhotoKind, date: string): string =>
  `${kind === 'before' ? 'Before' : 'After'} Photos - ${formatDateLong(date)}`;
