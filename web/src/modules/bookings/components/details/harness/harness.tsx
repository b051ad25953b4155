// Dev-server-only page for details.e2e.spec.ts: the dialog opened by `?booking=<id>`, with the
// app's Apollo client and toasts, independent of the bookings list that normally opens it.
import '../../../../../ui/theme/global.css';
import { ApolloProvider } from '@apollo/client/react';
import { createRoot } from 'react-dom/client';
import { apolloClient } from '../../../../../app/apollo/apolloClient';
import { ToastRegion } from '../../../../../ui/Toast/ToastRegion';
import { ThemeProvider } from '../../../../../ui/theme/ThemeProvider';
import { BookingDetailsFromSearch } from '../BookingDetailsFromSearch';

const container = document.getElementById('root');
if (!container) throw new Error('the harness page has no #root element');

createRoot(container).render(
  <ApolloProvider client={apolloClient}>
    <ThemeProvider>
      <h1 style={{ position: 'absolute', left: -9999 }}>Booking details</h1>
      <BookingDetailsFromSearch />
      <ToastRegion />
    </ThemeProvider>
  </ApolloProvider>,
);
