import { bookingsProjector } from './bookings/bookingsProjector.js';
import type { Projector } from './runner/Projector.js';

export const allProjectors: readonly Projector[] = [bookingsProjector];
